def bool_of_tensor_list(x):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """A Python if on a list built from a tensor's values (tolist): the values do not exist in the program."""
    values = _jst.Call(_jst.Ld(_jst.Ld(x).tolist))()

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_value_0)

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = _jst.Ld(__args)

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Ld(_jst.Ld(values)[0]) > 0, True)
        __return_value_0 = _jst.Ld(x) * 2.0
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Ld(_jst.Ld(values)[0]) > 0, True)
        __return_value_0 = _jst.Ld(x)
        return
    _jst.IfElse(_jst.Ld(_jst.Ld(values)[0]) > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
