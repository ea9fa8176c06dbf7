def typed_function(x):

    def _orig_typed_function(x):
        __return_0 = False
        __return_value_0 = None
        'Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types.'
        y = _jst.Ld(x) + 1.0
        __return_value_0 = _jst.Ld(y)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_typed_function), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))(_jst.Ld(_orig_typed_function))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
