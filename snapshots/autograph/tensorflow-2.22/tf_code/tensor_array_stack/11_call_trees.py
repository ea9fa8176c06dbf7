def tensor_array_stack(n):
    """Writes one value per tf.range step into a tf.TensorArray and stacks it."""
    with ag__.FunctionScope('tensor_array_stack', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(tf.TensorArray, (tf.float32,), dict(size=n), fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            ta = ag__.converted_call(ta.write, (i, ag__.converted_call(tf.cast, (i, tf.float32), None, fscope) * 0.5), None, fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(ta.stack, (), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
