def assert_in_tf_range(n):
    """An assert on a static (Python) condition inside a for over tf.range."""
    with ag__.FunctionScope('assert_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(tf.constant, (0,), None, fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            ag__.assert_stmt(i.dtype == tf.int32, lambda: 'index must be int32')
            total += i
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
