def list_append_in_while(n: _jst.Ld(int)) ->_jst.Ld(_jst.Ld(List)[_jst.Ld(int)]):
    __return_value_0 = None
    """Appends to an annotated empty list inside a while loop."""
    out: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)]) = []
    i = _jst.Ld(n)

    def while_condition_0():
        nonlocal i
        return _jst.Ld(i) > 0

    def while_body_0():
        nonlocal i
        _jst.Call(_jst.Ld(_jst.Ld(out).append))(_jst.Ld(i))
        i -= 2

    def get_args_0():
        nonlocal i, out
        return _jst.Ld(i), _jst.Ld(out)

    def set_args_0(__args):
        nonlocal i, out
        i, out = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('i',), push_pop_names=('out',))
    __return_value_0 = _jst.Ld(out)
    return _jst.Ld(__return_value_0)
