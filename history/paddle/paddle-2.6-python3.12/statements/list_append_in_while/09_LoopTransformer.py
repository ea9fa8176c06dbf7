def list_append_in_while(n: int) ->List[int]:
    __return_value_0 = None
    """Appends to an annotated empty list inside a while loop."""
    out: List[int] = []
    i = n

    def while_condition_0():
        nonlocal i
        return i > 0

    def while_body_0():
        nonlocal i
        out.append(i)
        i -= 2

    def get_args_0():
        nonlocal i, out
        return i, out

    def set_args_0(__args):
        nonlocal i, out
        i, out = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('i',), push_pop_names=('out',))
    __return_value_0 = out
    return __return_value_0
