def pass_in_branch(n: int) -> int:
    """A pass statement as the whole body of one if branch."""
    if n > 0:
        pass
    else:
        n = -n
    return n
