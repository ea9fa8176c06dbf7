def nested_def(n: int) -> int:
    """Defines and calls a nested function. Rejected by TorchScript: no nested defs."""
    with ag__.FunctionScope('nested_def', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:

        @ag__.autograph_artifact
        def square(v: int) -> int:
            with ag__.FunctionScope('square', 'fscope_1', ag__.STD) as fscope_1:
                return v * v
        return square(n) + 1
