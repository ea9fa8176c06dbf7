def calls_helper(x):

    def _orig_calls_helper(x):
        __return_0 = False
        __return_value_0 = None
        'Calls a helper with its own tensor if: _jst.Call converts it recursively. AutoGraph converts callees too\n    (recursive=True); TorchScript compiles them.'
        __return_value_0 = _jst.Call(_double)(x) + 1.0
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_calls_helper, inputs=lambda: (paddle.ones([2]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([2]),))(_orig_calls_helper)
    return _decoedby_case(x)
