def while_continue(n: int) ->int:
    __continue_0 = _jst.UndefinedVar('__continue_0')
    __return_value_0 = None
    """A while loop that skips multiples of three with continue."""
    i = 0
    total = 0

    def while_condition_0():
        nonlocal __continue_0, i, total
        return i < n

    def while_body_0():
        nonlocal __continue_0, i, total
        __continue_0 = False
        i += 1

        def get_args_1():
            nonlocal __continue_0
            return __continue_0,

        def set_args_1(__args):
            nonlocal __continue_0
            __continue_0, = __args

        def true_fn_0():
            nonlocal __continue_0
            __continue_0 = True
            return

        def false_fn_0():
            nonlocal __continue_0
            return
        _jst.IfElse(i % 3 == 0, true_fn_0, false_fn_0, get_args_1, set_args_1, ('__continue_0',), push_pop_names=None)

        def get_args_2():
            nonlocal total
            return total,

        def set_args_2(__args):
            nonlocal total
            total, = __args

        def true_fn_1():
            nonlocal total
            total += i
            return

        def false_fn_1():
            nonlocal total
            return
        _jst.IfElse(_jst.Not(__continue_0), true_fn_1, false_fn_1, get_args_2, set_args_2, ('total',), push_pop_names=None)

    def get_args_0():
        nonlocal __continue_0, i, total
        return __continue_0, i, total

    def set_args_0(__args):
        nonlocal __continue_0, i, total
        __continue_0, i, total = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__continue_0', 'i', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
