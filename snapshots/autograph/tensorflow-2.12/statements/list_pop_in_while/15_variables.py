def list_pop_in_while(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> int:
    """Pops items off a copied list in a while loop until it is empty."""
    with ag__.FunctionScope('list_pop_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(ag__.ld(list), (ag__.ld(xs),), None, fscope)
        total = 0

        def get_state():
            return (total, ys)

        def set_state(vars_):
            nonlocal ys, total
            total, ys = vars_

        def loop_body():
            nonlocal ys, total
            ys, ys_1 = ag__.list_pop(ag__.ld(ys), None, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
            total = ag__.ld(total) * 10 + ys_1

        def loop_test():
            return ag__.converted_call(ag__.ld(len), (ag__.ld(ys),), None, fscope) > 0
        ys_1 = ag__.Undefined('ys_1')
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('total', 'ys'), {})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
