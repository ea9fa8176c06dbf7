def set_loop_options_shape(n):
    """Grows a vector in a tf.range loop, declared via set_loop_options shape_invariants."""
    with ag__.FunctionScope('set_loop_options_shape', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        v = ag__.converted_call(ag__.ld(tf).zeros, ([0],), None, fscope)

        def get_state():
            return (v,)

        def set_state(vars_):
            nonlocal v
            v, = vars_

        def loop_body(itr):
            nonlocal v
            i = itr
            v = ag__.converted_call(ag__.ld(tf).concat, ([ag__.ld(v), [ag__.converted_call(ag__.ld(tf).cast, (ag__.ld(i), ag__.ld(tf).float32), None, fscope)]],), dict(axis=0), fscope)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, ('v',), {'shape_invariants': [(ag__.ld(v), ag__.ld(tf).TensorShape([None]))], 'maximum_iterations': 10, 'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(v)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
