def return_in_every_branch(n: int) -> int:
    """Every branch of an if/elif/else chain returns; nothing follows."""
    if n > 0:
        return 1
    elif n < 0:
        return -1
    else:
        return 0
