def assert_in_loop(xs: List[int]) -> int:
    """An assert with a message inside a for loop over a list."""
    with ag__.FunctionScope('assert_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
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
            x = itr
            ag__.assert_stmt(x % 2 == 0, lambda: 'every item must be even')
            total += x
        x = ag__.Undefined('x')
        ag__.for_stmt(xs, None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'x'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
