def list_append(n: int) -> ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)):
    """Builds a list of squares with append in a for loop."""
    with ag__.FunctionScope('list_append', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        out: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)) = ag__.new_list([])
        for i in range(n):
            out = ag__.list_append(out, i * i)
        try:
            do_return = True
            retval_ = out
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
