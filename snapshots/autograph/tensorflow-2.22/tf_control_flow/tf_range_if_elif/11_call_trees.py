def tf_range_if_elif(n):
    """An if/elif/else chain on the tf.range index inside the loop."""
    with ag__.FunctionScope('tf_range_if_elif', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        a = ag__.converted_call(tf.constant, (0,), None, fscope)
        b = ag__.converted_call(tf.constant, (0,), None, fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            if i == 0:
                a += 10
            elif i % 2 == 1:
                b += i
            else:
                a -= 1
        try:
            do_return = True
            retval_ = a + b
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
