def tf__new_shape(x):
    """The same shape twice (one trace), then a longer tensor: a second trace, for shape (3,)."""
    with ag__.FunctionScope('new_shape', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).reduce_sum, (ag__.ld(x) * 2.0,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
