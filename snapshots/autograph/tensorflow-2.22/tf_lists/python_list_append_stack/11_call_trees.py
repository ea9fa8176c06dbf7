def python_list_append_stack(x):
    """Appends tensors to an empty list in a Python range loop, then tf.stack. With LISTS, [] becomes a TensorList of no element type."""
    with ag__.FunctionScope('python_list_append_stack', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([])
        for i in ag__.converted_call(range, (3,), None, fscope):
            items = ag__.list_append(items, x * ag__.converted_call(float, (i,), None, fscope))
        try:
            do_return = True
            retval_ = ag__.list_stack(items, opts=ag__.ListStackOpts(element_dtype=None, original_call=tf.stack))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
