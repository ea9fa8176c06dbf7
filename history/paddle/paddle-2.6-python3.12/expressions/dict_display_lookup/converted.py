def dict_display_lookup(key):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Builds a dict display and looks a key up, with a membership test first."""
    table: _jst.Ld(_jst.Ld(Dict)[_jst.Ld(str), _jst.Ld(int)]) = {'a': 1, 'b': 2, 'c': 3}

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_value_0)

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = _jst.Ld(__args)

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Ld(key) in _jst.Ld(table), True)
        __return_value_0 = _jst.Ld(_jst.Ld(table)[_jst.Ld(key)])
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Ld(key) in _jst.Ld(table), True)
        __return_value_0 = 0
        return
    _jst.IfElse(_jst.Ld(key) in _jst.Ld(table), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
