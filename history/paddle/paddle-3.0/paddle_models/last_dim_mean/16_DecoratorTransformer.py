def last_dim_mean(x):

    def _orig_last_dim_mean(x):
        __return_0 = False
        __return_value_0 = None
        "Divides by the last dimension's size, read from x.shape[-1]: a constant in every converter with static shapes."
        __return_value_0 = _jst.Call(x.sum)(axis=-1) / _jst.Shape(x)[-1]
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_last_dim_mean, inputs=lambda: (paddle.ones([4, 3]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([4, 3]),))(_orig_last_dim_mean)
    return _decoedby_case(x)
