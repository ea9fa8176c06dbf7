def annotated_assignments(n: int) -> float:
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    count: int = n
    scale: float = 1.5
    big: bool = count > 2
    result: float = 0.0
    if big:
        result = scale * count
    return result
