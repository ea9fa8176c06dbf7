def while_break(n):
    """A break inside a tensor while: BreakContinueTransformer adds a __break flag to the condition. AutoGraph's
    break_statements pass does the same; TorchScript keeps break."""
    i = paddle.to_tensor(0)
    while i < n:
        i = i + 1
        if i > 4:
            break
    return i
