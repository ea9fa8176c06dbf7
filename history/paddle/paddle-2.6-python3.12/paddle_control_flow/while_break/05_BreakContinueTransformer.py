def while_break(n):
    """A break inside a tensor while: BreakContinueTransformer adds a __break flag to the condition. AutoGraph's
    break_statements pass does the same; TorchScript keeps break."""
    i = paddle.to_tensor(0)
    __break_0 = False
    while i < n and not __break_0:
        i = i + 1
        if i > 4:
            __break_0 = True
    return i
