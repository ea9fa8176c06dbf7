def tf__cumsum_where_masking(ids):
    """Builds a padding mask, positions via tf.math.cumsum and masks values with tf.where."""
    with ag__.FunctionScope('cumsum_where_masking', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        mask = ag__.converted_call(ag__.ld(tf).not_equal, (ag__.ld(ids), 0), None, fscope)
        positions = ag__.converted_call(ag__.ld(tf).math.cumsum, (ag__.converted_call(ag__.ld(tf).cast, (ag__.ld(mask), ag__.ld(tf).int32), None, fscope),), dict(axis=1), fscope) - 1
        positions = ag__.converted_call(ag__.ld(tf).where, (ag__.ld(mask), ag__.ld(positions), ag__.converted_call(ag__.ld(tf).zeros_like, (ag__.ld(positions),), None, fscope)), None, fscope)
        lengths = ag__.converted_call(ag__.ld(tf).reduce_sum, (ag__.converted_call(ag__.ld(tf).cast, (ag__.ld(mask), ag__.ld(tf).int32), None, fscope),), dict(axis=1), fscope)
        try:
            do_return = True
            retval_ = (ag__.ld(positions), ag__.ld(lengths))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
