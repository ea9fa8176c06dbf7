def annotated_assignments(n):
    __return_0 = False
    __return_value_0 = None
    'Annotated local assignments x: int = ..., y: float = ..., z: bool = ....'
    count = n
    scale = 1.5
    big = count > 2
    result = 0.0
    if big:
        result = scale * count
    __return_value_0 = result
    return __return_value_0
