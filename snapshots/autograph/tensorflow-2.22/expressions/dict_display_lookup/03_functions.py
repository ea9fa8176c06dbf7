def dict_display_lookup(key: str) -> int:
    """Builds a dict display and looks a key up, with a membership test first."""
    with ag__.FunctionScope('dict_display_lookup', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        table: Dict[str, int] = {'a': 1, 'b': 2, 'c': 3}
        if key in table:
            return table[key]
        return 0
