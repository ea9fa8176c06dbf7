def loop_options_parallel_iterations(n):
    """set_loop_options(parallel_iterations=1) inside a for over tf.range."""
    with ag__.FunctionScope('loop_options_parallel_iterations', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(tf.constant, (0,), None, fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            total += i * 2
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
