def typed_function(x: paddle.Tensor) ->paddle.Tensor:
    """Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types."""
    y: paddle.Tensor = x + 1.0
    return y
