def tf__tensor_array_unstack_map(x):
    """Unstacks a vector into one TensorArray and maps it into another with a tf.range loop."""
    with ag__.FunctionScope('tensor_array_unstack_map', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        source = ag__.converted_call(ag__.converted_call(ag__.ld(tf).TensorArray, (ag__.ld(tf).float32,), dict(size=3), fscope).unstack, (ag__.ld(x),), None, fscope)
        out = ag__.converted_call(ag__.ld(tf).TensorArray, (ag__.ld(tf).float32,), dict(size=3), fscope)

        def get_state():
            return (out,)

        def set_state(vars_):
            nonlocal out
            out, = vars_

        def loop_body(itr):
            nonlocal out
            i = itr
            out = ag__.converted_call(ag__.ld(out).write, (ag__.ld(i), ag__.converted_call(ag__.ld(source).read, (ag__.ld(i),), None, fscope) ** 2.0), None, fscope)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (3,), None, fscope), None, loop_body, get_state, set_state, ('out',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(out).stack, (), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
