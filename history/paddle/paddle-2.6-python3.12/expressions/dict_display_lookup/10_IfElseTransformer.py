def dict_display_lookup(key: str) ->int:
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Builds a dict display and looks a key up, with a membership test first."""
    table: Dict[str, int] = {'a': 1, 'b': 2, 'c': 3}

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return __return_0, __return_1, __return_value_0

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = __args

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(key in table, True)
        __return_value_0 = table[key]
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(key in table, True)
        __return_value_0 = 0
        return
    _jst.IfElse(key in table, true_fn_0, false_fn_0, get_args_0, set_args_0, ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return __return_value_0
