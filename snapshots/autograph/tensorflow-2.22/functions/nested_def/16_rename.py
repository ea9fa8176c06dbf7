def tf__nested_def(n: int) -> int:
    """Defines and calls a nested function. Rejected by TorchScript: no nested defs."""
    with ag__.FunctionScope('nested_def', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        @ag__.autograph_artifact
        def square(v: int) -> int:
            with ag__.FunctionScope('square', 'fscope_1', ag__.STD) as fscope_1:
                do_return_1 = False
                retval__1 = ag__.UndefinedReturnValue()
                try:
                    do_return_1 = True
                    retval__1 = ag__.ld(v) * ag__.ld(v)
                except:
                    do_return_1 = False
                    raise
                return fscope_1.ret(retval__1, do_return_1)
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(square), (ag__.ld(n),), None, fscope) + 1
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
