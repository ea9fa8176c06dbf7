def dict_items_loop(d: Dict[str, int]) -> int:
    """Iterates over a dict's items, unpacking key and value."""
    with ag__.FunctionScope('dict_items_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0

        def get_state_1():
            return (total,)

        def set_state_1(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            k, v = itr

            def get_state():
                return (total,)

            def set_state(vars_):
                nonlocal total
                total, = vars_

            def if_body():
                nonlocal total
                total += v

            def else_body():
                nonlocal total
                pass
            ag__.if_stmt(k != 'b', if_body, else_body, get_state, set_state, ('total',), 1)
        k = ag__.Undefined('k')
        v = ag__.Undefined('v')
        ag__.for_stmt(ag__.converted_call(d.items, (), None, fscope), None, loop_body, get_state_1, set_state_1, ('total',), {'iterate_names': '(k, v)'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
