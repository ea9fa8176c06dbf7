def list_append(n: int) ->List[int]:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Builds a list of squares with append in a for loop."""
    out: List[int] = []
    for i in range(n):
        out.append(i * i)
    __return_value_0 = out
    return __return_value_0
