def typed_function(x):
    """Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types."""
    y = x + 1.0
    return y
