def dtype_changes_in_loop(n):
    """'i' is a string before a tf.range loop and an int32 after it: a TypeError whose message repeats 'TypeError:'."""
    with ag__.FunctionScope('dtype_changes_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 's'
        for j in tf.range(n):
            i = j
        try:
            do_return = True
            retval_ = i
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
