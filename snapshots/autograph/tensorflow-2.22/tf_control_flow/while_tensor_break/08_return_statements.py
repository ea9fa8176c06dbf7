def while_tensor_break(x):
    """A while loop on a tensor condition left early by break on another tensor condition."""
    with ag__.FunctionScope('while_tensor_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        steps = tf.constant(0)
        break_ = False
        while not break_ and steps < 100:
            continue_ = False
            x = x * 3
            steps += 1
            if x > 50:
                break_ = True
                continue_ = True
        try:
            do_return = True
            retval_ = steps
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
