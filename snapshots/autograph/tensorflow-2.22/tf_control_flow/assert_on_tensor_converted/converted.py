def tf__assert_on_tensor_converted(x):
    """The same assert with the ASSERT_STATEMENTS feature: the asserts pass turns it into ag__.assert_stmt."""
    with ag__.FunctionScope('assert_on_tensor_converted', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ag__.assert_stmt(ag__.converted_call(ag__.ld(tf).reduce_all, (ag__.ld(x) > 0.0,), None, fscope), lambda: 'x must be positive')
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).math.log, (ag__.ld(x),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
