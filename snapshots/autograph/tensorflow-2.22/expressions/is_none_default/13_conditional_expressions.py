def is_none_default(limit: Optional[int], n: int) -> int:
    """Refines an Optional[int] with `is None` inside a conditional expression."""
    with ag__.FunctionScope('is_none_default', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        cap = ag__.if_exp(limit is None, lambda: 10, lambda: limit, 'limit is None')
        try:
            do_return = True
            retval_ = ag__.converted_call(min, (n, cap), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
