def while_tensor_break(x):
    """A while loop on a tensor condition left early by break on another tensor condition."""
    with ag__.FunctionScope('while_tensor_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        steps = ag__.converted_call(tf.constant, (0,), None, fscope)
        break_ = False

        def get_state_1():
            return (steps, break_, x)

        def set_state_1(vars_):
            nonlocal break_, x, steps
            steps, break_, x = vars_

        def loop_body():
            nonlocal break_, x, steps
            continue_ = False
            x = x * 3
            steps += 1

            def get_state():
                return (break_,)

            def set_state(vars_):
                nonlocal break_
                break_, = vars_

            def if_body():
                nonlocal break_
                break_ = True
                continue_ = True

            def else_body():
                nonlocal break_
                pass
            ag__.if_stmt(x > 50, if_body, else_body, get_state, set_state, ('break_',), 1)

        def loop_test():
            return ag__.and_(lambda: ag__.not_(break_), lambda: steps < 100)
        continue_ = ag__.Undefined('continue_')
        ag__.while_stmt(loop_test, loop_body, get_state_1, set_state_1, ('steps', 'break_', 'x'), {})
        try:
            do_return = True
            retval_ = steps
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
