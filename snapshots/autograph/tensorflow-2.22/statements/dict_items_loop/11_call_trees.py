def dict_items_loop(d: Dict[str, int]) -> int:
    """Iterates over a dict's items, unpacking key and value."""
    with ag__.FunctionScope('dict_items_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        for k, v in ag__.converted_call(d.items, (), None, fscope):
            if k != 'b':
                total += v
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
