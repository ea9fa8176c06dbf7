def list_append(n: int) -> List[int]:
    """Builds a list of squares with append in a for loop."""
    with ag__.FunctionScope('list_append', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        out: List[int] = []

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            i = itr
            ag__.converted_call(out.append, (i * i,), None, fscope)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(range, (n,), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = out
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
