def numpy_roundtrip(x):

    def _orig_numpy_roundtrip(x):
        __return_0 = False
        __return_value_0 = None
        'Tensor.numpy() then numpy arithmetic: SOT breaks there (data dependency), as Dynamo does on .numpy();\n    full_graph rejects it; AutoGraph cannot call .numpy() in a graph; TorchScript has no numpy.'
        y = _jst.Ld(x) * 2.0
        values = _jst.Ld(y)
        __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Call(_jst.Ld(_jst.Ld(np).square))(_jst.Ld(values))) + 1.0
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_numpy_roundtrip), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([3]),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([3]),))(_jst.Ld(_orig_numpy_roundtrip))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
