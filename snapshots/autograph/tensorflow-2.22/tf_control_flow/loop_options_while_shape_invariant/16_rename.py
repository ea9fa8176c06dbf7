def tf__loop_options_while_shape_invariant(n):
    """A tensor while loop growing a vector, declared via set_loop_options(shape_invariants=...)."""
    with ag__.FunctionScope('loop_options_while_shape_invariant', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        v = ag__.converted_call(ag__.ld(tf).constant, ([1],), None, fscope)
        i = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state():
            return (v, i)

        def set_state(vars_):
            nonlocal v, i
            v, i = vars_

        def loop_body():
            nonlocal v, i
            v = ag__.converted_call(ag__.ld(tf).concat, ([ag__.ld(v), [ag__.ld(i)]],), dict(axis=0), fscope)
            i = ag__.ld(i)
            i += 1

        def loop_test():
            return ag__.ld(i) < ag__.ld(n)
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('v', 'i'), {'shape_invariants': [(ag__.ld(v), ag__.ld(tf).TensorShape([None]))]})
        try:
            do_return = True
            retval_ = ag__.ld(v)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
