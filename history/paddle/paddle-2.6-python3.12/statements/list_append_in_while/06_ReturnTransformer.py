def list_append_in_while(n: int) ->List[int]:
    __return_value_0 = None
    """Appends to an annotated empty list inside a while loop."""
    out: List[int] = []
    i = n
    while i > 0:
        out.append(i)
        i -= 2
    __return_value_0 = out
    return __return_value_0
