def branch_defines_only_one_side(n: int) -> int:
    """Variable set in one branch only. Rejected by TorchScript: undefined in false branch."""
    with ag__.FunctionScope('branch_defines_only_one_side', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (y,)

        def set_state(vars_):
            nonlocal y
            y, = vars_

        def if_body():
            nonlocal y
            y = n + 10

        def else_body():
            nonlocal y
            pass
        y = ag__.Undefined('y')
        ag__.if_stmt(n > 0, if_body, else_body, get_state, set_state, ('y',), 1)
        try:
            do_return = True
            retval_ = y
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
