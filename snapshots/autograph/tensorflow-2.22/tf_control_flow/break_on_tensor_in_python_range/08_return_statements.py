def break_on_tensor_in_python_range(x):
    """A break on a tensor condition inside a Python range loop. Rejected by AutoGraph only at trace time."""
    with ag__.FunctionScope('break_on_tensor_in_python_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = tf.constant(0)
        break_ = False
        for i in range(5):
            continue_ = False
            (break_,)
            if x > i:
                break_ = True
                continue_ = True
            if not continue_:
                total += i
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
