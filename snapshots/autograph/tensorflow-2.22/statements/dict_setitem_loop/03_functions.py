def dict_setitem_loop(n: int) -> Dict[int, int]:
    """Fills an annotated empty dict by key inside a for loop."""
    with ag__.FunctionScope('dict_setitem_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        d: Dict[int, int] = {}
        for i in range(n):
            d[i] = i * i
        return d
