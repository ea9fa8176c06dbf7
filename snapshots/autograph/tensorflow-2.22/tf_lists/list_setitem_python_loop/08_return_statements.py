def list_setitem_python_loop(x):
    """Doubles each item of a list of tensors in place by index in a Python loop."""
    with ag__.FunctionScope('list_setitem_python_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = [x, x + 1, x + 2]
        for i in range(len(items)):
            items[i] = items[i] * 2
        try:
            do_return = True
            retval_ = tf.stack(items)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
