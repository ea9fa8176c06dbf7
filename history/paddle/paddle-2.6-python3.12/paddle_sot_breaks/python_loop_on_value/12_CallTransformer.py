def python_loop_on_value(x):
    __return_value_0 = None
    """A Python while whose condition reads a tensor value each time: SOT breaks at every jump; AutoGraph makes a
    while_loop; Dynamo breaks too."""

    def while_condition_0():
        nonlocal x
        return _jst.Call(x.sum)() < 20

    def while_body_0():
        nonlocal x
        x = x * 2.0

    def get_args_0():
        nonlocal x
        return x,

    def set_args_0(__args):
        nonlocal x
        x, = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('x',), push_pop_names=None)
    __return_value_0 = x
    return __return_value_0
