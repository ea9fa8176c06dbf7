def not_in_while_condition(n: int) ->int:
    __return_value_0 = None
    """A while loop whose condition is `not done`."""
    done = False
    steps = 0

    def while_condition_0():
        nonlocal done, steps
        return _jst.Not(done)

    def while_body_0():
        nonlocal done, steps
        steps += 1
        done = steps * steps > n

    def get_args_0():
        nonlocal done, steps
        return done, steps

    def set_args_0(__args):
        nonlocal done, steps
        done, steps = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('done', 'steps'), push_pop_names=None)
    __return_value_0 = steps
    return __return_value_0
