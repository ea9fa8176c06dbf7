def list_setitem_tensors(x):
    """Replaces one item of a list of tensors by index (l[i] = v), then stacks."""
    with ag__.FunctionScope('list_setitem_tensors', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([x, x, x])
        items = ag__.set_item(items, 1, x * 10)
        try:
            do_return = True
            retval_ = ag__.list_stack(items, opts=ag__.ListStackOpts(element_dtype=None, original_call=tf.stack))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
