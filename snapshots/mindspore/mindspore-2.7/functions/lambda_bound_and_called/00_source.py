def lambda_bound_and_called(n: int) -> int:
    """Binds a lambda to a name and calls it. Rejected by TorchScript: lambdas are unsupported."""
    f = lambda v: v * 3 + 1  # noqa: E731
    return f(n)
