def if_tensor_condition(x):
    """An if whose condition is a reduced tensor, both branches assign y."""
    with ag__.FunctionScope('if_tensor_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if tf.reduce_sum(x) > 0:
            y = x * 2.0
        else:
            y = -x
        try:
            do_return = True
            retval_ = y
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
