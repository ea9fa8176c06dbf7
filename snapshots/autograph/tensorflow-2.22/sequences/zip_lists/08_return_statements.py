def zip_lists(xs: List[int], ys: List[int]) -> List[int]:
    """Pairs two lists with zip and builds a list of sums."""
    with ag__.FunctionScope('zip_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        out: List[int] = []
        for x, y in zip(xs, ys):
            out.append(x + y)
        try:
            do_return = True
            retval_ = out
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
