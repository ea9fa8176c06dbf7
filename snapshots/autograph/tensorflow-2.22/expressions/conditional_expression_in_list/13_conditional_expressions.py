def conditional_expression_in_list(a: int, b: int) -> List[int]:
    """Conditional expressions as the items of a list display."""
    with ag__.FunctionScope('conditional_expression_in_list', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = [ag__.if_exp(a > b, lambda: a, lambda: b, 'a > b'), ag__.if_exp(a < b, lambda: a, lambda: b, 'a < b'), ag__.if_exp(a == b, lambda: 0, lambda: 1, 'a == b')]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
