def zip_lists(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)), ys: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)):
    """Pairs two lists with zip and builds a list of sums."""
    with ag__.FunctionScope('zip_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        out: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)) = ag__.new_list([])

        def get_state():
            return (out,)

        def set_state(vars_):
            nonlocal out
            out, = vars_

        def loop_body(itr):
            nonlocal out
            x, y = itr
            out = ag__.list_append(out, x + y)
        x = ag__.Undefined('x')
        y = ag__.Undefined('y')
        ag__.for_stmt(ag__.converted_call(zip, (xs, ys), None, fscope), None, loop_body, get_state, set_state, ('out',), {'iterate_names': '(x, y)'})
        try:
            do_return = True
            retval_ = out
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
