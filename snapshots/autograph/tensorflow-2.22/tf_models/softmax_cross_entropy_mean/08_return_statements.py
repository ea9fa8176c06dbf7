def softmax_cross_entropy_mean(logits, labels):
    """softmax, log-likelihood of the labels via tf.gather and reduce_mean: a classification loss."""
    with ag__.FunctionScope('softmax_cross_entropy_mean', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        probs = tf.nn.softmax(logits, axis=-1)
        picked = tf.gather(probs, labels, batch_dims=1)
        loss = -tf.reduce_mean(tf.math.log(picked))
        accuracy = tf.reduce_mean(tf.cast(tf.argmax(logits, axis=-1, output_type=tf.int32) == labels, tf.float32))
        try:
            do_return = True
            retval_ = (loss, accuracy)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
