def list_comprehension_with_if(n: int) -> List[int]:
    """A list comprehension with an if filter. Rejected by TorchScript: no comprehension ifs."""
    with ag__.FunctionScope('list_comprehension_with_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = [i * 2 for i in ag__.converted_call(range, (n,), None, fscope) if i % 2 == 0]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
