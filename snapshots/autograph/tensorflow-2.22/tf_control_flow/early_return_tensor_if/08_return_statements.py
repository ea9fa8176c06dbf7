def early_return_tensor_if(x):
    """A return inside an if on a tensor condition, with code after the if."""
    with ag__.FunctionScope('early_return_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if x > 0.0:
            try:
                do_return = True
                retval_ = x * 2.0
            except:
                do_return = False
                raise
        else:
            x = x - 1.0
            try:
                do_return = True
                retval_ = x * x
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
