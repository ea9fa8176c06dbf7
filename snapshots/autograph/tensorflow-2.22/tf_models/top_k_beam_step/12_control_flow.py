def top_k_beam_step(log_probs, beam):
    """One beam-search expansion step: tf.math.top_k over candidate scores, kept in a tf.range loop."""
    with ag__.FunctionScope('top_k_beam_step', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        scores = ag__.converted_call(tf.math.log, (log_probs,), None, fscope)
        values, indices = ag__.converted_call(tf.math.top_k, (scores,), dict(k=beam), fscope)
        best = ag__.converted_call(tf.constant, (0.0,), None, fscope)

        def get_state_1():
            return (best,)

        def set_state_1(vars_):
            nonlocal best
            best, = vars_

        def loop_body(itr):
            nonlocal best
            i = itr

            def get_state():
                return (best,)

            def set_state(vars_):
                nonlocal best
                best, = vars_

            def if_body():
                nonlocal best
                best = values[i]

            def else_body():
                nonlocal best
                pass
            ag__.if_stmt(values[i] > best or i == 0, if_body, else_body, get_state, set_state, ('best',), 1)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(tf.range, (beam,), None, fscope), None, loop_body, get_state_1, set_state_1, ('best',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = (best, indices)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
