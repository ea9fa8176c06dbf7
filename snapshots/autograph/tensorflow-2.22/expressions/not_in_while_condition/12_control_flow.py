def not_in_while_condition(n: int) -> int:
    """A while loop whose condition is `not done`."""
    with ag__.FunctionScope('not_in_while_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        done = False
        steps = 0

        def get_state():
            return (steps, done)

        def set_state(vars_):
            nonlocal done, steps
            steps, done = vars_

        def loop_body():
            nonlocal done, steps
            steps += 1
            done = steps * steps > n

        def loop_test():
            return not done
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('steps', 'done'), {})
        try:
            do_return = True
            retval_ = steps
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
