def defined_only_in_loop(n):
    """'s' is set only inside a tf.range loop: tracing fails with a ValueError, and a Note follows its message."""
    with ag__.FunctionScope('defined_only_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            if i > 0:
                s = i
        try:
            do_return = True
            retval_ = s
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
