def tf__lambda_bound_and_called(n: int) -> int:
    """Binds a lambda to a name and calls it. Rejected by TorchScript: lambdas are unsupported."""
    with ag__.FunctionScope('lambda_bound_and_called', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        f = ag__.autograph_artifact(lambda v: ag__.ld(v) * 3 + 1)
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(f), (ag__.ld(n),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
