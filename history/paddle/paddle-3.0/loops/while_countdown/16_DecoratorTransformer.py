def while_countdown(n):

    def _orig_while_countdown(n):
        __return_0 = False
        __return_value_0 = None
        'A plain while loop on a parameter compare, no break.'
        total = 0

        def while_condition_0():
            nonlocal n, total
            return n > 0

        def while_body_0():
            nonlocal n, total
            total += n
            n -= 1

        def get_args_0():
            nonlocal n, total
            return (n, total)

        def set_args_0(__args):
            nonlocal n, total
            n, total = __args
        _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('n', 'total'), push_pop_names=None)
        __return_value_0 = total
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_while_countdown, inputs=(5,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(5,))(_orig_while_countdown)
    return _decoedby_case(n)
