def list_setitem(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)):
    """Assigns list items by index in a loop."""
    with ag__.FunctionScope('list_setitem', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(ag__.ld(list), (ag__.ld(xs),), None, fscope)

        def get_state():
            return (ys,)

        def set_state(vars_):
            nonlocal ys
            ys, = vars_

        def loop_body(itr):
            nonlocal ys
            i = itr
            ys = ag__.set_item(ag__.ld(ys), ag__.ld(i), ag__.get_item(ag__.ld(ys), ag__.ld(i), opts=ag__.GetItemOpts(element_dtype=None)) * 10)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.converted_call(ag__.ld(len), (ag__.ld(ys),), None, fscope),), None, fscope), None, loop_body, get_state, set_state, ('ys',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(ys)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
