def list_append(n: int) -> List[int]:
    """Builds a list of squares with append in a for loop."""
    with ag__.FunctionScope('list_append', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        out: List[int] = []
        for i in range(n):
            out.append(i * i)
        return out
