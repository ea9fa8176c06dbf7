def annotated_assignments(n: int) -> float:
    """Annotated local assignments x: int = ..., y: float = ..., z: bool = ...."""
    with ag__.FunctionScope('annotated_assignments', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        count: int = n
        scale: float = 1.5
        big: bool = count > 2
        result: float = 0.0
        if big:
            result = scale * count
        return result
