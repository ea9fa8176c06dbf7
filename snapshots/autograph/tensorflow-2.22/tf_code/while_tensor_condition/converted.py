def tf__while_tensor_condition(x):
    """A while loop whose condition compares a tensor, halving until small."""
    with ag__.FunctionScope('while_tensor_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        steps = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state():
            return (steps, x)

        def set_state(vars_):
            nonlocal x, steps
            steps, x = vars_

        def loop_body():
            nonlocal x, steps
            x = ag__.ld(x) / 2.0
            steps = ag__.ld(steps)
            steps += 1

        def loop_test():
            return ag__.ld(x) > 1.0
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('steps', 'x'), {})
        try:
            do_return = True
            retval_ = ag__.ld(steps)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
