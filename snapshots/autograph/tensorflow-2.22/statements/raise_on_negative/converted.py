def tf__raise_on_negative(n: int) -> int:
    """A raise ValueError(...) in an if branch that the example input does not take."""
    with ag__.FunctionScope('raise_on_negative', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def if_body():
            raise ag__.converted_call(ag__.ld(ValueError), ('n must not be negative',), None, fscope)

        def else_body():
            pass
        ag__.if_stmt(ag__.ld(n) < 0, if_body, else_body, get_state, set_state, (), 0)
        try:
            do_return = True
            retval_ = ag__.ld(n) * 2
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
