def list_pop_tensors(x):
    """Pops tensors from the end and the front of a list display."""
    with ag__.FunctionScope('list_pop_tensors', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = [x, x * 2, x * 3]
        last = items.pop()
        first = items.pop(0)
        try:
            do_return = True
            retval_ = last - first + items[0]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
