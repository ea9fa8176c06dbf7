def list_append_in_while(n: int) -> ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)):
    """Appends to an annotated empty list inside a while loop."""
    with ag__.FunctionScope('list_append_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        out: ag__.get_item(ag__.ld(List), ag__.ld(int), opts=ag__.GetItemOpts(element_dtype=None)) = ag__.new_list([])
        i = ag__.ld(n)

        def get_state():
            return (out, i)

        def set_state(vars_):
            nonlocal i, out
            out, i = vars_

        def loop_body():
            nonlocal i, out
            out = ag__.list_append(ag__.ld(out), ag__.ld(i))
            i = ag__.ld(i)
            i -= 2

        def loop_test():
            return ag__.ld(i) > 0
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('out', 'i'), {})
        try:
            do_return = True
            retval_ = ag__.ld(out)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
