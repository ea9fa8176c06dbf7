def for_else(n):
    __return_value_0 = None
    """A for loop with an else clause. Rejected by AutoGraph and TorchScript: no for/else."""
    found = -1
    __break_0 = False
    i = 2

    def while_condition_0():
        nonlocal __break_0, found, i
        return _jst.And(lambda : _jst.Ld(i) < _jst.Ld(n), lambda : _jst.Not(_jst.Ld(__break_0)))

    def while_body_0():
        nonlocal __break_0, found, i

        def get_args_1():
            nonlocal __break_0, found
            return _jst.Ld(__break_0), _jst.Ld(found)

        def set_args_1(__args):
            nonlocal __break_0, found
            __break_0, found = _jst.Ld(__args)

        def true_fn_0():
            nonlocal __break_0, found
            found = _jst.Ld(i)
            __break_0 = True
            return

        def false_fn_0():
            nonlocal __break_0, found
            return
        _jst.IfElse(_jst.Ld(n) % _jst.Ld(i) == 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('__break_0', 'found'), push_pop_names=None)
        i += 1

    def get_args_0():
        nonlocal __break_0, found, i
        return _jst.Ld(__break_0), _jst.Ld(found), _jst.Ld(i)

    def set_args_0(__args):
        nonlocal __break_0, found, i
        __break_0, found, i = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__break_0', 'found', 'i'), push_pop_names=None)
    __return_value_0 = _jst.Ld(found)
    return _jst.Ld(__return_value_0)
