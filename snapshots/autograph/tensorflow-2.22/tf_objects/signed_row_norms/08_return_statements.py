def signed_row_norms(x):
    """Decorated with an input signature, as TensorFlow code writes it: traced with it, its batch unknown."""
    with ag__.FunctionScope('signed_row_norms', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        norms = tf.sqrt(tf.reduce_sum(x * x, axis=1))
        if tf.reduce_max(norms) > 4.0:
            norms = norms / tf.reduce_max(norms)
        try:
            do_return = True
            retval_ = norms
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
