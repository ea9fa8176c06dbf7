def nested_list_comprehension(xs: List[int]) -> List[List[int]]:
    """A list comprehension whose element is itself a list comprehension."""
    with ag__.FunctionScope('nested_list_comprehension', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = [[x * k for k in ag__.converted_call(range, (3,), None, fscope)] for x in xs]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
