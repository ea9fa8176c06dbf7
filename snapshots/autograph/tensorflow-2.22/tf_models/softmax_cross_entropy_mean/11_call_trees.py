def softmax_cross_entropy_mean(logits, labels):
    """softmax, log-likelihood of the labels via tf.gather and reduce_mean: a classification loss."""
    with ag__.FunctionScope('softmax_cross_entropy_mean', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        probs = ag__.converted_call(tf.nn.softmax, (logits,), dict(axis=-1), fscope)
        picked = ag__.converted_call(tf.gather, (probs, labels), dict(batch_dims=1), fscope)
        loss = -ag__.converted_call(tf.reduce_mean, (ag__.converted_call(tf.math.log, (picked,), None, fscope),), None, fscope)
        accuracy = ag__.converted_call(tf.reduce_mean, (ag__.converted_call(tf.cast, (ag__.converted_call(tf.argmax, (logits,), dict(axis=-1, output_type=tf.int32), fscope) == labels, tf.float32), None, fscope),), None, fscope)
        try:
            do_return = True
            retval_ = (loss, accuracy)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
