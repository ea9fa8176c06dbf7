def not_operator(flag: bool, n: int) -> int:
    """Uses not on a bool parameter inside an if."""
    if not flag:
        return -n
    return n
