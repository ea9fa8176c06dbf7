def enumerate_list(xs: List[int]) -> int:
    """Iterates with enumerate, unpacking index and value."""
    with ag__.FunctionScope('enumerate_list', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0

        def get_state():
            return (total,)

        def set_state(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            i, x = itr
            total += i * x
        x = ag__.Undefined('x')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(enumerate, (xs,), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': '(i, x)'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
