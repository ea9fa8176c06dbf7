def tf__tensor_array_dynamic_size(x):
    """A dynamically sized TensorArray written by a while loop on a tensor condition."""
    with ag__.FunctionScope('tensor_array_dynamic_size', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(ag__.ld(tf).TensorArray, (ag__.ld(tf).float32,), dict(size=0, dynamic_size=True), fscope)
        i = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state():
            return (ta, i, x)

        def set_state(vars_):
            nonlocal x, ta, i
            ta, i, x = vars_

        def loop_body():
            nonlocal x, ta, i
            x = ag__.ld(x) / 2.0
            ta = ag__.converted_call(ag__.ld(ta).write, (ag__.ld(i), ag__.ld(x)), None, fscope)
            i = ag__.ld(i)
            i += 1

        def loop_test():
            return ag__.ld(x) > 1.0
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('ta', 'i', 'x'), {})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(ta).stack, (), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
