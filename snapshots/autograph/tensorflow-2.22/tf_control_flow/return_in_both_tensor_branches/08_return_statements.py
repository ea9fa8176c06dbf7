def return_in_both_tensor_branches(x):
    """Returns from both branches of an if on a tensor condition."""
    with ag__.FunctionScope('return_in_both_tensor_branches', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if tf.reduce_sum(x) > 0.0:
            try:
                do_return = True
                retval_ = x * 2.0
            except:
                do_return = False
                raise
        else:
            try:
                do_return = True
                retval_ = -x
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
