def int_power(n: int) -> int:
    """n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float."""
    with ag__.FunctionScope('int_power', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return n ** 2
