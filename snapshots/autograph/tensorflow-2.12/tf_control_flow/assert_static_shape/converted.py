def tf__assert_static_shape(x):
    """Asserts on the static shape of a tensor, which stay Python checks after conversion."""
    with ag__.FunctionScope('assert_static_shape', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        assert ag__.converted_call(ag__.ld(len), (ag__.ld(x).shape,), None, fscope) == 1, 'expects a vector'
        assert ag__.or_(lambda: ag__.ld(x).shape[0] is None, lambda: ag__.ld(x).shape[0] > 1)
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).sqrt, (ag__.ld(x),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
