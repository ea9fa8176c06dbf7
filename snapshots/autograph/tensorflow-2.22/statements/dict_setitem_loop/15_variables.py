def dict_setitem_loop(n: int) -> Dict[int, int]:
    """Fills an annotated empty dict by key inside a for loop."""
    with ag__.FunctionScope('dict_setitem_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        d: ag__.ld(Dict)[ag__.ld(int), ag__.ld(int)] = {}

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            i = itr
            ag__.ld(d)[ag__.ld(i)] = ag__.ld(i) * ag__.ld(i)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(d)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
