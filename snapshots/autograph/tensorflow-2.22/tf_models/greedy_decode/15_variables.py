def greedy_decode(start):
    """A greedy decoding loop: a Python while on tensor conditions, argmax steps and a TensorArray of tokens."""
    with ag__.FunctionScope('greedy_decode', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        transitions = ag__.converted_call(ag__.ld(tf).constant, ([[0.0, 5.0, 1.0, 0.0], [0.0, 0.0, 4.0, 1.0], [0.0, 1.0, 0.0, 6.0], [9.0, 0.0, 0.0, 0.0]],), None, fscope)
        eos = 3
        tokens = ag__.converted_call(ag__.ld(tf).TensorArray, (ag__.ld(tf).int32,), dict(size=0, dynamic_size=True), fscope)
        token = ag__.ld(start)
        step = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state():
            return (tokens, step, token)

        def set_state(vars_):
            nonlocal token, step, tokens
            tokens, step, token = vars_

        def loop_body():
            nonlocal token, step, tokens
            logits = ag__.converted_call(ag__.ld(tf).gather, (ag__.ld(transitions), ag__.ld(token)), None, fscope)
            token = ag__.converted_call(ag__.ld(tf).argmax, (ag__.ld(logits),), dict(output_type=ag__.ld(tf).int32), fscope)
            tokens = ag__.converted_call(ag__.ld(tokens).write, (ag__.ld(step), ag__.ld(token)), None, fscope)
            step = ag__.ld(step)
            step += 1

        def loop_test():
            return ag__.and_(lambda: ag__.ld(step) < 10, lambda: ag__.ld(token) != ag__.ld(eos))
        logits = ag__.Undefined('logits')
        ag__.while_stmt(loop_test, loop_body, get_state, set_state, ('tokens', 'step', 'token'), {})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tokens).stack, (), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
