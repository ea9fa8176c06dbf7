def lambda_bound_and_called(n: int) -> int:
    """Binds a lambda to a name and calls it. Rejected by TorchScript: lambdas are unsupported."""
    with ag__.FunctionScope('lambda_bound_and_called', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        f = ag__.autograph_artifact(lambda v: v * 3 + 1)
        return f(n)
