def early_return_tensor_if(x):
    """A return inside an if on a tensor condition, with code after the if."""
    with ag__.FunctionScope('early_return_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if x > 0.0:
            return x * 2.0
        x = x - 1.0
        return x * x
