def tf__both_branches_define_two(a: int, b: int) -> int:
    """Two variables defined in both branches and used after the if."""
    with ag__.FunctionScope('both_branches_define_two', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (hi, lo)

        def set_state(vars_):
            nonlocal lo, hi
            hi, lo = vars_

        def if_body():
            nonlocal lo, hi
            lo = ag__.ld(a)
            hi = ag__.ld(b)

        def else_body():
            nonlocal lo, hi
            lo = ag__.ld(b)
            hi = ag__.ld(a)
        lo = ag__.Undefined('lo')
        hi = ag__.Undefined('hi')
        ag__.if_stmt(ag__.ld(a) < ag__.ld(b), if_body, else_body, get_state, set_state, ('hi', 'lo'), 2)
        try:
            do_return = True
            retval_ = ag__.ld(hi) - ag__.ld(lo)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
