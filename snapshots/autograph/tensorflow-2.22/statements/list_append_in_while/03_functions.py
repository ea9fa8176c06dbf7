def list_append_in_while(n: int) -> List[int]:
    """Appends to an annotated empty list inside a while loop."""
    with ag__.FunctionScope('list_append_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        out: List[int] = []
        i = n
        while i > 0:
            out.append(i)
            i -= 2
        return out
