def tf__list_setitem_tensors(x):
    """Replaces one item of a list of tensors by index (l[i] = v), then stacks."""
    with ag__.FunctionScope('list_setitem_tensors', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = [ag__.ld(x), ag__.ld(x), ag__.ld(x)]
        ag__.ld(items)[1] = ag__.ld(x) * 10
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).stack, (ag__.ld(items),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
