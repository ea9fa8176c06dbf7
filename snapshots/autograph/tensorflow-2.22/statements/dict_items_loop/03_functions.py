def dict_items_loop(d: Dict[str, int]) -> int:
    """Iterates over a dict's items, unpacking key and value."""
    with ag__.FunctionScope('dict_items_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        for k, v in d.items():
            if k != 'b':
                total += v
        return total
