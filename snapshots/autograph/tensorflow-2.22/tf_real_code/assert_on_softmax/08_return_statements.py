def assert_on_softmax(x):
    """tf.debugging.assert_less on a softmax: the failed assertion prints the kernel's floats."""
    with ag__.FunctionScope('assert_on_softmax', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        y = tf.nn.softmax(x * 3.0)
        tf.debugging.assert_less(y, 0.3, message='probabilities')
        try:
            do_return = True
            retval_ = y
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
