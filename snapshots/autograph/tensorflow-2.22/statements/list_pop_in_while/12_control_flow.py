def list_pop_in_while(xs: List[int]) -> int:
    """Pops items off a copied list in a while loop until it is empty."""
    with ag__.FunctionScope('list_pop_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(list, (xs,), None, fscope)
        total = 0

        def get_state():
            return (total,)

        def set_state(vars_):
            nonlocal total
            total, = vars_

        def loop_body():
            nonlocal total
            total = total * 10 + ag__.converted_call(ys.pop, (), None, fscope)

        def loop_test():
            return ag__.converted_call(len, (ys,), None, fscope) > 0
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('total',), {})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
