def nested_tf_range_loops(n):
    """Two nested for loops over tf.range accumulating i * j."""
    with ag__.FunctionScope('nested_tf_range_loops', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(tf.constant, (0,), None, fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            for j in ag__.converted_call(tf.range, (n,), None, fscope):
                total += i * j
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
