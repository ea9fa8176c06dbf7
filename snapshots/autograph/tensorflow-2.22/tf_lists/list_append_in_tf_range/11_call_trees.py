def list_append_in_tf_range(n):
    """Appends to a Python list inside a tf.range loop. Without the LISTS feature (tf.function's default) the list stays a Python list: rejected only at trace time."""
    with ag__.FunctionScope('list_append_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = []
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            ag__.converted_call(items.append, (i,), None, fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(tf.stack, (items,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
