def branch_defines_only_one_side(n: int) -> int:
    """Variable set in one branch only. Rejected by TorchScript: undefined in false branch."""
    if n > 0:
        y = n + 10
    return y
