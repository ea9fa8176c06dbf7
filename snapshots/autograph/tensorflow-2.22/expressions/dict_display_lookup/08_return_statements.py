def dict_display_lookup(key: str) -> int:
    """Builds a dict display and looks a key up, with a membership test first."""
    with ag__.FunctionScope('dict_display_lookup', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        table: Dict[str, int] = {'a': 1, 'b': 2, 'c': 3}
        if key in table:
            try:
                do_return = True
                retval_ = table[key]
            except:
                do_return = False
                raise
        else:
            try:
                do_return = True
                retval_ = 0
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
