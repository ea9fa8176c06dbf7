def not_in_while_condition(n):
    __return_value_0 = None
    """A while loop whose condition is `not done`."""
    done = False
    steps = 0

    def while_condition_0():
        nonlocal done, steps
        return _jst.Not(_jst.Ld(done))

    def while_body_0():
        nonlocal done, steps
        steps += 1
        done = _jst.Ld(steps) * _jst.Ld(steps) > _jst.Ld(n)

    def get_args_0():
        nonlocal done, steps
        return _jst.Ld(done), _jst.Ld(steps)

    def set_args_0(__args):
        nonlocal done, steps
        done, steps = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('done', 'steps'), push_pop_names=None)
    __return_value_0 = _jst.Ld(steps)
    return _jst.Ld(__return_value_0)
