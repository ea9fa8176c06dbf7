def tensor_conditional_expression_in_loop(n):
    """A conditional expression on the tf.range index inside the loop body."""
    with ag__.FunctionScope('tensor_conditional_expression_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = tf.constant(0)
        for i in tf.range(n):
            total += i if i % 2 == 0 else -i
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
