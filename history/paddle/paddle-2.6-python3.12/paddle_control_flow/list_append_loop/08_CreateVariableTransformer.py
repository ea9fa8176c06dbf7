def list_append_loop(x):
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Appends tensors to a list in a Python for: the loop is unrolled, the list stays Python. AutoGraph needs LISTS to
    stage it; TorchScript types the list."""
    parts = []
    for i in range(3):
        parts.append(x * float(i))
    __return_value_0 = paddle.stack(parts)
    return __return_value_0
