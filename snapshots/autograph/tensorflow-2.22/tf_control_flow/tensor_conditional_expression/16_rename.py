def tf__tensor_conditional_expression(x):
    """A conditional expression on a scalar tensor condition, converted to tf.cond."""
    with ag__.FunctionScope('tensor_conditional_expression', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        y = ag__.if_exp(ag__.ld(x) > 0.0, lambda: ag__.ld(x) * 2.0, lambda: -ag__.ld(x), 'x > 0.0')
        try:
            do_return = True
            retval_ = ag__.ld(y) + 1.0
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
