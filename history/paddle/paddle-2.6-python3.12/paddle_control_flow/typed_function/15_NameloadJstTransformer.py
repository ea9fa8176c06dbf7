def typed_function(x: _jst.Ld(_jst.Ld(paddle).Tensor)) ->_jst.Ld(_jst.Ld(paddle).Tensor):
    __return_value_0 = None
    """Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types."""
    y: _jst.Ld(_jst.Ld(paddle).Tensor) = _jst.Ld(x) + 1.0
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
