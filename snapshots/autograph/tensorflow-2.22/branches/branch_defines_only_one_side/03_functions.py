def branch_defines_only_one_side(n: int) -> int:
    """Variable set in one branch only. Rejected by TorchScript: undefined in false branch."""
    with ag__.FunctionScope('branch_defines_only_one_side', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if n > 0:
            y = n + 10
        return y
