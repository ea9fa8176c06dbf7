def while_continue(n):
    __continue_0 = _jst.UndefinedVar('__continue_0')
    __return_value_0 = None
    """A continue inside a tensor while: BreakContinueTransformer guards the rest of the body with a flag, as
    AutoGraph's continue_statements pass does."""
    i = paddle.to_tensor(0)
    total = paddle.to_tensor(0)
    while i < n:
        __continue_0 = False
        i = i + 1
        if i % 2 == 0:
            __continue_0 = True
        if _jst.Not(__continue_0):
            total = total + i
    __return_value_0 = total
    return __return_value_0
