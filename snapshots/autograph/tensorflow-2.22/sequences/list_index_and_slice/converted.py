def tf__list_index_and_slice(xs: List[int]) -> int:
    """Reads list items by positive and negative index and by slices."""
    with ag__.FunctionScope('list_index_and_slice', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        first = ag__.ld(xs)[0]
        last = ag__.ld(xs)[-1]
        middle = ag__.ld(xs)[1:-1]
        head = ag__.ld(xs)[:2]
        try:
            do_return = True
            retval_ = ag__.ld(first) + ag__.ld(last) + ag__.converted_call(ag__.ld(len), (ag__.ld(middle),), None, fscope) + ag__.ld(head)[1]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
