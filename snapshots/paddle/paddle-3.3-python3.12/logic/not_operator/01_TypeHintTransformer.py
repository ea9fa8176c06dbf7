def not_operator(flag, n):
    """Uses not on a bool parameter inside an if."""
    if not flag:
        return -n
    return n
