def starred_unpack_assign(t: Tuple[int, int, int]) -> int:
    """Unpacks a tuple with a starred target, a, *rest = t."""
    a, *rest = t
    return a + len(rest)
