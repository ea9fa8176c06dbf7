def annotated_assignments(n: int) ->float:
    __return_value_0 = None
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    count: int = n
    scale: float = 1.5
    big: bool = count > 2
    result: float = 0.0
    if big:
        result = scale * count
    __return_value_0 = result
    return __return_value_0
