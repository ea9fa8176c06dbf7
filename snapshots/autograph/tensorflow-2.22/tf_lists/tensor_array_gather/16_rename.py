def tf__tensor_array_gather(n):
    """Fills a TensorArray in a tf.range loop and gathers two of its elements."""
    with ag__.FunctionScope('tensor_array_gather', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(ag__.ld(tf).TensorArray, (ag__.ld(tf).int32,), dict(size=ag__.ld(n)), fscope)

        def get_state():
            return (ta,)

        def set_state(vars_):
            nonlocal ta
            ta, = vars_

        def loop_body(itr):
            nonlocal ta
            i = itr
            ta = ag__.converted_call(ag__.ld(ta).write, (ag__.ld(i), 10 * ag__.ld(i)), None, fscope)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, ('ta',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(ta).gather, ([0, 2],), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
