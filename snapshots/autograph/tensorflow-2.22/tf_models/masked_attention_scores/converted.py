def tf__masked_attention_scores(x, mask):
    """Scaled dot-product self-attention with a key padding mask added before softmax."""
    with ag__.FunctionScope('masked_attention_scores', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        scores = ag__.converted_call(ag__.ld(tf).matmul, (ag__.ld(x), ag__.ld(x)), dict(transpose_b=True), fscope) / ag__.converted_call(ag__.ld(tf).sqrt, (ag__.converted_call(ag__.ld(tf).cast, (ag__.converted_call(ag__.ld(tf).shape, (ag__.ld(x),), None, fscope)[-1], ag__.ld(tf).float32), None, fscope),), None, fscope)
        bias = (1.0 - ag__.converted_call(ag__.ld(tf).cast, (ag__.ld(mask)[:, ag__.ld(tf).newaxis, :], ag__.ld(tf).float32), None, fscope)) * -1000000000.0
        weights = ag__.converted_call(ag__.ld(tf).nn.softmax, (ag__.ld(scores) + ag__.ld(bias),), dict(axis=-1), fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).matmul, (ag__.ld(weights), ag__.ld(x)), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
