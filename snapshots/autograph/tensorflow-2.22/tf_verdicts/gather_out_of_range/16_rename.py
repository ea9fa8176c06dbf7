def tf__gather_out_of_range(x):
    """tf.gather past the end: the graph's InvalidArgumentError opens with "Graph execution error:", the reason below it."""
    with ag__.FunctionScope('gather_out_of_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).gather, (ag__.ld(x), 5), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
