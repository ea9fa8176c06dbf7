def list_length(x, ns):
    """A list of Python numbers is traced element by element: a longer list is a new trace."""
    with ag__.FunctionScope('list_length', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        for n in ns:
            x = x * n
        try:
            do_return = True
            retval_ = x
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
