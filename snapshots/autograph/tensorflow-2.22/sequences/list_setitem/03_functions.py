def list_setitem(xs: List[int]) -> List[int]:
    """Assigns list items by index in a loop."""
    with ag__.FunctionScope('list_setitem', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        ys = list(xs)
        for i in range(len(ys)):
            ys[i] = ys[i] * 10
        return ys
