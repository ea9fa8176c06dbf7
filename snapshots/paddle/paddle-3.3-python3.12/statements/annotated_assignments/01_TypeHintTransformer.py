def annotated_assignments(n):
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    count = n
    scale = 1.5
    big = count > 2
    result = 0.0
    if big:
        result = scale * count
    return result
