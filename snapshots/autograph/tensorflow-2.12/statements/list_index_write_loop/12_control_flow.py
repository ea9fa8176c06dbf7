def list_index_write_loop(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)):
    """Writes running prefix sums into a copied list by index."""
    with ag__.FunctionScope('list_index_write_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(list, (xs,), None, fscope)

        def get_state():
            return (ys,)

        def set_state(vars_):
            nonlocal ys
            ys, = vars_

        def loop_body(itr):
            nonlocal ys
            i = itr
            ys = ag__.set_item(ys, i, ag__.get_item(ys, i, opts=ag__.GetItemOpts(element_dtype=None)) + ag__.get_item(ys, i - 1, opts=ag__.GetItemOpts(element_dtype=None)))
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(range, (1, ag__.converted_call(len, (ys,), None, fscope)), None, fscope), None, loop_body, get_state, set_state, ('ys',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ys
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
