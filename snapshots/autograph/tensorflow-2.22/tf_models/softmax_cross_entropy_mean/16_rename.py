def tf__softmax_cross_entropy_mean(logits, labels):
    """softmax, log-likelihood of the labels via tf.gather and reduce_mean: a classification loss."""
    with ag__.FunctionScope('softmax_cross_entropy_mean', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        probs = ag__.converted_call(ag__.ld(tf).nn.softmax, (ag__.ld(logits),), dict(axis=-1), fscope)
        picked = ag__.converted_call(ag__.ld(tf).gather, (ag__.ld(probs), ag__.ld(labels)), dict(batch_dims=1), fscope)
        loss = -ag__.converted_call(ag__.ld(tf).reduce_mean, (ag__.converted_call(ag__.ld(tf).math.log, (ag__.ld(picked),), None, fscope),), None, fscope)
        accuracy = ag__.converted_call(ag__.ld(tf).reduce_mean, (ag__.converted_call(ag__.ld(tf).cast, (ag__.converted_call(ag__.ld(tf).argmax, (ag__.ld(logits),), dict(axis=-1, output_type=ag__.ld(tf).int32), fscope) == ag__.ld(labels), ag__.ld(tf).float32), None, fscope),), None, fscope)
        try:
            do_return = True
            retval_ = (ag__.ld(loss), ag__.ld(accuracy))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
