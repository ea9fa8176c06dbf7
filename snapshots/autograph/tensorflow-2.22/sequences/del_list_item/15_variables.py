def del_list_item(xs: List[int]) -> List[int]:
    """Deletes an item from a copied list with del."""
    with ag__.FunctionScope('del_list_item', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(ag__.ld(list), (ag__.ld(xs),), None, fscope)
        del ag__.ld(ys)[1]
        try:
            do_return = True
            retval_ = ag__.ld(ys)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
