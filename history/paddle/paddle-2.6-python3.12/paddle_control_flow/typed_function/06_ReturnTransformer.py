def typed_function(x: paddle.Tensor) ->paddle.Tensor:
    __return_value_0 = None
    """Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types."""
    y: paddle.Tensor = x + 1.0
    __return_value_0 = y
    return __return_value_0
