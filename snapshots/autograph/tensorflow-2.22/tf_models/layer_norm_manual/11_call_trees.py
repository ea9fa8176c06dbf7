def layer_norm_manual(x):
    """Layer normalization by hand: tf.nn.moments, rsqrt and a constant gain/bias."""
    with ag__.FunctionScope('layer_norm_manual', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        mean, variance = ag__.converted_call(tf.nn.moments, (x,), dict(axes=[-1], keepdims=True), fscope)
        normed = (x - mean) * ag__.converted_call(tf.math.rsqrt, (variance + 1e-05,), None, fscope)
        gain = ag__.converted_call(tf.constant, ([1.0, 0.5, 0.5, 1.0],), None, fscope)
        try:
            do_return = True
            retval_ = normed * gain + 0.1
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
