def list_index_python_loop(x):
    """Reads items of a list display by Python index in a Python range loop."""
    with ag__.FunctionScope('list_index_python_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = [x, x + 1.0, x + 2.0]
        total = tf.constant(0.0)
        for i in range(3):
            total += items[i]
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
