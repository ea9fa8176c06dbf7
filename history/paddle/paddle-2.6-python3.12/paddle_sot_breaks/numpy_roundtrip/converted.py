def numpy_roundtrip(x):
    __return_value_0 = None
    """Tensor.numpy() then numpy arithmetic: SOT breaks there (data dependency), as Dynamo does on .numpy();
    full_graph rejects it; AutoGraph cannot call .numpy() in a graph; TorchScript has no numpy."""
    y = _jst.Ld(x) * 2.0
    values = _jst.Ld(y)
    __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Call(_jst.Ld(_jst.Ld(np).square))(_jst.Ld(values))) + 1.0
    return _jst.Ld(__return_value_0)
