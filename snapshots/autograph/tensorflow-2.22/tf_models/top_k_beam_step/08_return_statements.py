def top_k_beam_step(log_probs, beam):
    """One beam-search expansion step: tf.math.top_k over candidate scores, kept in a tf.range loop."""
    with ag__.FunctionScope('top_k_beam_step', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        scores = tf.math.log(log_probs)
        values, indices = tf.math.top_k(scores, k=beam)
        best = tf.constant(0.0)
        for i in tf.range(beam):
            if values[i] > best or i == 0:
                best = values[i]
        try:
            do_return = True
            retval_ = (best, indices)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
