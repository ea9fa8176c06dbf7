def tf__layer_norm_manual(x):
    """Layer normalization by hand: tf.nn.moments, rsqrt and a constant gain/bias."""
    with ag__.FunctionScope('layer_norm_manual', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        mean, variance = ag__.converted_call(ag__.ld(tf).nn.moments, (ag__.ld(x),), dict(axes=[-1], keepdims=True), fscope)
        normed = (ag__.ld(x) - ag__.ld(mean)) * ag__.converted_call(ag__.ld(tf).math.rsqrt, (ag__.ld(variance) + 1e-05,), None, fscope)
        gain = ag__.converted_call(ag__.ld(tf).constant, ([1.0, 0.5, 0.5, 1.0],), None, fscope)
        try:
            do_return = True
            retval_ = ag__.ld(normed) * ag__.ld(gain) + 0.1
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
