def while_mixed_condition(n):
    """A while loop whose condition ands a tensor compare with another tensor compare."""
    with ag__.FunctionScope('while_mixed_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = ag__.converted_call(tf.constant, (0,), None, fscope)
        total = ag__.converted_call(tf.constant, (0,), None, fscope)
        while i < n and total < 12:
            total += i
            i += 1
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
