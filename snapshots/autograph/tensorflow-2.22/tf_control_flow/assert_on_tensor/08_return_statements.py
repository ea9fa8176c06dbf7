def assert_on_tensor(x):
    """An assert on a tensor condition: converted only with the asserts feature; plain tf.function rejects it."""
    with ag__.FunctionScope('assert_on_tensor', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        assert tf.reduce_all(x > 0.0), 'x must be positive'
        try:
            do_return = True
            retval_ = tf.math.log(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
