def continue_in_tf_range(n):
    """A continue inside a for over tf.range skipping odd indices."""
    with ag__.FunctionScope('continue_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(tf.constant, (0,), None, fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            continue_ = False
            if i % 2 == 1:
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
