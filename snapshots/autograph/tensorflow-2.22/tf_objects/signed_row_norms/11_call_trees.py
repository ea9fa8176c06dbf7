def signed_row_norms(x):
    """Decorated with an input signature, as TensorFlow code writes it: traced with it, its batch unknown."""
    with ag__.FunctionScope('signed_row_norms', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        norms = ag__.converted_call(tf.sqrt, (ag__.converted_call(tf.reduce_sum, (x * x,), dict(axis=1), fscope),), None, fscope)
        if ag__.converted_call(tf.reduce_max, (norms,), None, fscope) > 4.0:
            norms = norms / ag__.converted_call(tf.reduce_max, (norms,), None, fscope)
        try:
            do_return = True
            retval_ = norms
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
