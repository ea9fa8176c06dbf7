def calls_two_helpers(n: int) -> int:
    """Chains calls to two module-level helpers."""
    return _clamp(_helper(n), 0, 20)
