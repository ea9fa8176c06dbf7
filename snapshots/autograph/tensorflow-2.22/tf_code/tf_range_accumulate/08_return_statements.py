def tf_range_accumulate(n):
    """A for loop over tf.range adding each index into a tensor accumulator."""
    with ag__.FunctionScope('tf_range_accumulate', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = tf.constant(0)
        for i in tf.range(n):
            total += i * i
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
