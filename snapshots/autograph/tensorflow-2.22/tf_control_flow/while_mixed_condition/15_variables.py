def while_mixed_condition(n):
    """A while loop whose condition ands a tensor compare with another tensor compare."""
    with ag__.FunctionScope('while_mixed_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)
        total = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state():
            return (total, i)

        def set_state(vars_):
            nonlocal total, i
            total, i = vars_

        def loop_body():
            nonlocal total, i
            total = ag__.ld(total)
            total += i
            i = ag__.ld(i)
            i += 1

        def loop_test():
            return ag__.and_(lambda: ag__.ld(i) < ag__.ld(n), lambda: ag__.ld(total) < 12)
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('total', 'i'), {})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
