def closure_reads_outer(n: int) -> int:
    """A closure reading an outer variable. Rejected by TorchScript: no nested defs."""
    with ag__.FunctionScope('closure_reads_outer', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        offset = n * 10

        @ag__.autograph_artifact
        def add_offset(v: int) -> int:
            with ag__.FunctionScope('add_offset', 'fscope_1', ag__.STD) as fscope_1:
                do_return_1 = False
                retval__1 = ag__.UndefinedReturnValue()
                try:
                    do_return_1 = True
                    retval__1 = v + offset
                except:
                    do_return_1 = False
                    raise
                return fscope_1.ret(retval__1, do_return_1)
        try:
            do_return = True
            retval_ = add_offset(1) + add_offset(2)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
