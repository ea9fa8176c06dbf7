def while_true_return(n: int) -> int:
    """A while True loop left only through return. Rejected by TorchScript: not every path returns."""
    with ag__.FunctionScope('while_true_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        i = 1
        while True:
            if i * i >= n:
                return i
            i += 1
