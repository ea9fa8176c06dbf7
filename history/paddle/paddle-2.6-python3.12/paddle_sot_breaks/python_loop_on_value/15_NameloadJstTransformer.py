def python_loop_on_value(x):
    __return_value_0 = None
    """A Python while whose condition reads a tensor value each time: SOT breaks at every jump; AutoGraph makes a
    while_loop; Dynamo breaks too."""

    def while_condition_0():
        nonlocal x
        return _jst.Call(_jst.Ld(_jst.Ld(x).sum))() < 20

    def while_body_0():
        nonlocal x
        x = _jst.Ld(x) * 2.0

    def get_args_0():
        nonlocal x
        return _jst.Ld(x),

    def set_args_0(__args):
        nonlocal x
        x, = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('x',), push_pop_names=None)
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
