def dict_setitem_loop(n: int) -> Dict[int, int]:
    """Fills an annotated empty dict by key inside a for loop."""
    with ag__.FunctionScope('dict_setitem_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        d: Dict[int, int] = {}

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            i = itr
            d[i] = i * i
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(range, (n,), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = d
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
