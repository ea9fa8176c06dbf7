def dict_display_lookup(key: str) ->int:
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Builds a dict display and looks a key up, with a membership test first."""
    table: Dict[str, int] = {'a': 1, 'b': 2, 'c': 3}
    if key in table:
        __return_0 = _jst.create_bool_as_type(key in table, True)
        __return_value_0 = table[key]
    else:
        __return_1 = _jst.create_bool_as_type(key in table, True)
        __return_value_0 = 0
    return __return_value_0
