def tf__zip_lists(xs: List[int], ys: List[int]) -> List[int]:
    """Pairs two lists with zip and builds a list of sums."""
    with ag__.FunctionScope('zip_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        out: ag__.ld(List)[ag__.ld(int)] = []

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            x, y = itr
            ag__.converted_call(ag__.ld(out).append, (ag__.ld(x) + ag__.ld(y),), None, fscope)
        x = ag__.Undefined('x')
        y = ag__.Undefined('y')
        ag__.for_stmt(ag__.converted_call(ag__.ld(zip), (ag__.ld(xs), ag__.ld(ys)), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': '(x, y)'})
        try:
            do_return = True
            retval_ = ag__.ld(out)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
