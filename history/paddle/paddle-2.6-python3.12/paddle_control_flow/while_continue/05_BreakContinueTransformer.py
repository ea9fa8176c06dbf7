def while_continue(n):
    """A continue inside a tensor while: BreakContinueTransformer guards the rest of the body with a flag, as
    AutoGraph's continue_statements pass does."""
    i = paddle.to_tensor(0)
    total = paddle.to_tensor(0)
    while i < n:
        __continue_0 = False
        i = i + 1
        if i % 2 == 0:
            __continue_0 = True
        if not __continue_0:
            total = total + i
    return total
