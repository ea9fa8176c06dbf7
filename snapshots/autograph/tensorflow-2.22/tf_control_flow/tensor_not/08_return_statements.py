def tensor_not(x):
    """An if on `not` of a tensor reduction."""
    with ag__.FunctionScope('tensor_not', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if not tf.reduce_any(x > 5):
            r = tf.reduce_sum(x)
        else:
            r = tf.reduce_max(x)
        try:
            do_return = True
            retval_ = r
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
