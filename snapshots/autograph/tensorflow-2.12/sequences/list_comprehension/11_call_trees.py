def list_comprehension(n: int) -> ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)):
    """A list comprehension over range without a filter."""
    with ag__.FunctionScope('list_comprehension', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = [i * 2 for i in ag__.converted_call(range, (n,), None, fscope)]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
