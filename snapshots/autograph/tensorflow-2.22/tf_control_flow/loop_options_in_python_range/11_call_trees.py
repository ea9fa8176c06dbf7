def loop_options_in_python_range(x):
    """set_loop_options inside a Python range loop, which is unrolled so the options are dropped."""
    with ag__.FunctionScope('loop_options_in_python_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        for _ in ag__.converted_call(range, (3,), None, fscope):
            x = x * x
        try:
            do_return = True
            retval_ = x
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
