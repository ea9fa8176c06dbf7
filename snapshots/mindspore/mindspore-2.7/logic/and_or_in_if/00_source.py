def and_or_in_if(a: bool, b: bool, n: int) -> int:
    """An if whose condition mixes and, or and not."""
    if a and not b or n > 10:
        return 1
    return 0
