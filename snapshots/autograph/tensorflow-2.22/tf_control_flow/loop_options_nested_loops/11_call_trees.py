def loop_options_nested_loops(n):
    """Different set_loop_options in an outer and an inner tf.range loop."""
    with ag__.FunctionScope('loop_options_nested_loops', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(tf.constant, (0,), None, fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            for j in ag__.converted_call(tf.range, (i + 1,), None, fscope):
                total += i * j
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
