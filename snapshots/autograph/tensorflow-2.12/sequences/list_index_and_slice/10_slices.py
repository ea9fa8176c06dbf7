def list_index_and_slice(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> int:
    """Reads list items by positive and negative index and by slices."""
    with ag__.FunctionScope('list_index_and_slice', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        first = ag__.get_item(xs, 0, opts=ag__.GetItemOpts(element_dtype=None))
        last = ag__.get_item(xs, -1, opts=ag__.GetItemOpts(element_dtype=None))
        middle = xs[1:-1]
        head = xs[:2]
        try:
            do_return = True
            retval_ = first + last + len(middle) + ag__.get_item(head, 1, opts=ag__.GetItemOpts(element_dtype=None))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
