def assert_static_shape(x):
    """Asserts on the static shape of a tensor, which stay Python checks after conversion."""
    with ag__.FunctionScope('assert_static_shape', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ag__.assert_stmt(ag__.converted_call(len, (x.shape,), None, fscope) == 1, lambda: 'expects a vector')
        ag__.assert_stmt(ag__.or_(lambda: x.shape[0] is None, lambda: x.shape[0] > 1), lambda: 'Assertion error')
        try:
            do_return = True
            retval_ = ag__.converted_call(tf.sqrt, (x,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
