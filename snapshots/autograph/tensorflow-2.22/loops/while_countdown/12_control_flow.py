def while_countdown(n: int) -> int:
    """A plain while loop on a parameter compare, no break."""
    with ag__.FunctionScope('while_countdown', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0

        def get_state():
            return (total, n)

        def set_state(vars_):
            nonlocal total, n
            total, n = vars_

        def loop_body():
            nonlocal total, n
            total += n
            n -= 1

        def loop_test():
            return n > 0
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('total', 'n'), {})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
