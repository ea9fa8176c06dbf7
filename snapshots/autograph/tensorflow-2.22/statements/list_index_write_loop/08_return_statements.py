def list_index_write_loop(xs: List[int]) -> List[int]:
    """Writes running prefix sums into a copied list by index."""
    with ag__.FunctionScope('list_index_write_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = list(xs)
        for i in range(1, len(ys)):
            ys[i] = ys[i] + ys[i - 1]
        try:
            do_return = True
            retval_ = ys
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
