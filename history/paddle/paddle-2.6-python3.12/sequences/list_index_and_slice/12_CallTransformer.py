def list_index_and_slice(xs: List[int]) ->int:
    __return_value_0 = None
    """Reads list items by positive and negative index and by slices."""
    first = xs[0]
    last = xs[-1]
    middle = xs[1:-1]
    head = xs[:2]
    __return_value_0 = first + last + _jst.Call(len)(middle) + head[1]
    return __return_value_0
