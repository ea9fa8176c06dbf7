def python_loop_over_tensor_if(n):
    """A Python range loop (unrolled) containing an if on a tensor condition."""
    with ag__.FunctionScope('python_loop_over_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = tf.constant(0)
        for _ in range(3):
            if n > 2:
                x += n
            else:
                x -= 1
        try:
            do_return = True
            retval_ = x
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
