def new_shape_reduce_retracing(x):
    """With reduce_retracing, the second shape is traced relaxed, shape (None,): the third reuses that trace."""
    with ag__.FunctionScope('new_shape_reduce_retracing', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).reduce_sum, (ag__.ld(x) * 2.0,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
