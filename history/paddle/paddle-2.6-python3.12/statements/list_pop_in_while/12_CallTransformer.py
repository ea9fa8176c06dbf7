def list_pop_in_while(xs: List[int]) ->int:
    __return_value_0 = None
    """Pops items off a copied list in a while loop until it is empty."""
    ys = list(xs)
    total = 0

    def while_condition_0():
        nonlocal total
        return _jst.Call(len)(ys) > 0

    def while_body_0():
        nonlocal total
        total = total * 10 + _jst.Call(ys.pop)()

    def get_args_0():
        nonlocal total, ys
        return total, ys

    def set_args_0(__args):
        nonlocal total, ys
        total, ys = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('total',), push_pop_names=('ys',))
    __return_value_0 = total
    return __return_value_0
