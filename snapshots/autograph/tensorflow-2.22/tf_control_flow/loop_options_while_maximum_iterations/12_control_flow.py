def loop_options_while_maximum_iterations(x):
    """set_loop_options(maximum_iterations=10) inside a while loop on a tensor condition."""
    with ag__.FunctionScope('loop_options_while_maximum_iterations', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (x,)

        def set_state(vars_):
            nonlocal x
            x, = vars_

        def loop_body():
            nonlocal x
            x = x * 3.0

        def loop_test():
            return x < 100.0
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('x',), {'maximum_iterations': 10})
        try:
            do_return = True
            retval_ = x
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
