def numpy_in_graph(x):

    def _orig_numpy_in_graph(x):
        __return_0 = False
        __return_value_0 = None
        'Tensor.numpy() inside the program: a static Value has no numpy(); SOT breaks there instead. AutoGraph refuses\n    .numpy() in a graph; TorchScript has no numpy; Dynamo breaks.'
        __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Ld(x) * 2)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_numpy_in_graph), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))(_jst.Ld(_orig_numpy_in_graph))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
