def masked_attention_scores(x, mask):
    """Scaled dot-product self-attention with a key padding mask added before softmax."""
    with ag__.FunctionScope('masked_attention_scores', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        scores = ag__.converted_call(tf.matmul, (x, x), dict(transpose_b=True), fscope) / ag__.converted_call(tf.sqrt, (ag__.converted_call(tf.cast, (ag__.converted_call(tf.shape, (x,), None, fscope)[-1], tf.float32), None, fscope),), None, fscope)
        bias = (1.0 - ag__.converted_call(tf.cast, (mask[:, tf.newaxis, :], tf.float32), None, fscope)) * -1000000000.0
        weights = ag__.converted_call(tf.nn.softmax, (scores + bias,), dict(axis=-1), fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(tf.matmul, (weights, x), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
