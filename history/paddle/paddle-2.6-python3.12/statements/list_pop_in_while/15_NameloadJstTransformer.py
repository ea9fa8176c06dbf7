def list_pop_in_while(xs: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)])) ->_jst.Ld(int):
    __return_value_0 = None
    """Pops items off a copied list in a while loop until it is empty."""
    ys = _jst.Ld(list)(_jst.Ld(xs))
    total = 0

    def while_condition_0():
        nonlocal total
        return _jst.Call(_jst.Ld(len))(_jst.Ld(ys)) > 0

    def while_body_0():
        nonlocal total
        total = _jst.Ld(total) * 10 + _jst.Call(_jst.Ld(_jst.Ld(ys).pop))()

    def get_args_0():
        nonlocal total, ys
        return _jst.Ld(total), _jst.Ld(ys)

    def set_args_0(__args):
        nonlocal total, ys
        total, ys = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('total',), push_pop_names=('ys',))
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
