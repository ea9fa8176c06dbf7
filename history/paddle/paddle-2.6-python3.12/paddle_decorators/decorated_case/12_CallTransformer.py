@_add_one
def decorated_case(x):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """The case itself carries a decorator: Paddle reads its source through functools.wraps, and
    DecoratorTransformer wraps the body as _orig_decorated_case and calls _decoedby__add_one. Paddle 3.3 then
    refuses the call: it takes the wrapper's (*args) signature as one of no parameters."""

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return __return_0, __return_1, __return_value_0

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = __args

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Call(x.sum)() > 0, True)
        __return_value_0 = x * 2.0
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Call(x.sum)() > 0, True)
        __return_value_0 = x - 1.0
        return
    _jst.IfElse(_jst.Call(x.sum)() > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return __return_value_0
