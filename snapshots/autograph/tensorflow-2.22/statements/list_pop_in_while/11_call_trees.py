def list_pop_in_while(xs: List[int]) -> int:
    """Pops items off a copied list in a while loop until it is empty."""
    with ag__.FunctionScope('list_pop_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(list, (xs,), None, fscope)
        total = 0
        while ag__.converted_call(len, (ys,), None, fscope) > 0:
            total = total * 10 + ag__.converted_call(ys.pop, (), None, fscope)
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
