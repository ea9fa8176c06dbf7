def tf__list_append_in_while(n: int) -> List[int]:
    """Appends to an annotated empty list inside a while loop."""
    with ag__.FunctionScope('list_append_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        out: ag__.ld(List)[ag__.ld(int)] = []
        i = ag__.ld(n)

        def get_state():
            return (i,)

        def set_state(vars_):
            nonlocal i
            i, = vars_

        def loop_body():
            nonlocal i
            ag__.converted_call(ag__.ld(out).append, (ag__.ld(i),), None, fscope)
            i = ag__.ld(i)
            i -= 2

        def loop_test():
            return ag__.ld(i) > 0
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('i',), {})
        try:
            do_return = True
            retval_ = ag__.ld(out)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
