def tf__annotated_assignments(n: int) -> float:
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    with ag__.FunctionScope('annotated_assignments', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        count: ag__.ld(int) = ag__.ld(n)
        scale: ag__.ld(float) = 1.5
        big: ag__.ld(bool) = ag__.ld(count) > 2
        result: ag__.ld(float) = 0.0

        def get_state():
            return (result,)

        def set_state(vars_):
            nonlocal result
            result, = vars_

        def if_body():
            nonlocal result
            result = ag__.ld(scale) * ag__.ld(count)

        def else_body():
            nonlocal result
            pass
        ag__.if_stmt(ag__.ld(big), if_body, else_body, get_state, set_state, ('result',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(result)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
