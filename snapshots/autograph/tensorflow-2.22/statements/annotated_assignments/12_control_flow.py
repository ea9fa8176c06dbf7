def annotated_assignments(n: int) -> float:
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    with ag__.FunctionScope('annotated_assignments', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        count: int = n
        scale: float = 1.5
        big: bool = count > 2
        result: float = 0.0

        def get_state():
            return (result,)

        def set_state(vars_):
            nonlocal result
            result, = vars_

        def if_body():
            nonlocal result
            result = scale * count

        def else_body():
            nonlocal result
            pass
        ag__.if_stmt(big, if_body, else_body, get_state, set_state, ('result',), 1)
        try:
            do_return = True
            retval_ = result
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
