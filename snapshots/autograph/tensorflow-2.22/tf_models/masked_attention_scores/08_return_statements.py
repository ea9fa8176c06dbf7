def masked_attention_scores(x, mask):
    """Scaled dot-product self-attention with a key padding mask added before softmax."""
    with ag__.FunctionScope('masked_attention_scores', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        scores = tf.matmul(x, x, transpose_b=True) / tf.sqrt(tf.cast(tf.shape(x)[-1], tf.float32))
        bias = (1.0 - tf.cast(mask[:, tf.newaxis, :], tf.float32)) * -1000000000.0
        weights = tf.nn.softmax(scores + bias, axis=-1)
        try:
            do_return = True
            retval_ = tf.matmul(weights, x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
