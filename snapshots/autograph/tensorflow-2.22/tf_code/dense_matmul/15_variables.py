def dense_matmul(x):
    """A hand-written dense layer: matmul, bias add and relu, no tf.keras."""
    with ag__.FunctionScope('dense_matmul', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        w = ag__.converted_call(ag__.ld(tf).reshape, (ag__.converted_call(ag__.ld(tf).range, (12,), dict(dtype=ag__.ld(tf).float32), fscope), [3, 4]), None, fscope) / 10.0
        b = ag__.converted_call(ag__.ld(tf).constant, ([0.1, -0.2, 0.3, -0.4],), None, fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).nn.relu, (ag__.converted_call(ag__.ld(tf).matmul, (ag__.ld(x), ag__.ld(w)), None, fscope) + ag__.ld(b),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
