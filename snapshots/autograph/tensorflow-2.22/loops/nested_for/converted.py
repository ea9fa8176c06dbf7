def tf__nested_for(rows: int, cols: int) -> int:
    """Two nested for loops over range accumulating a product sum."""
    with ag__.FunctionScope('nested_for', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0

        def get_state_1():
            return (total,)

        def set_state_1(vars_):
            nonlocal total
            total, = vars_

        def loop_body_1(itr_1):
            nonlocal total
            i = itr_1

            def get_state():
                return (total,)

            def set_state(vars_):
                nonlocal total
                total, = vars_

            def loop_body(itr):
                nonlocal total
                j = itr
                total = ag__.ld(total)
                total += i * j
            ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.ld(cols),), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'j'})
        j = ag__.Undefined('j')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.ld(rows),), None, fscope), None, loop_body_1, get_state_1, set_state_1, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
