@_add_one
def decorated_case(x):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """The case itself carries a decorator: Paddle reads its source through functools.wraps, and
    DecoratorTransformer wraps the body as _orig_decorated_case and calls _decoedby__add_one. Paddle 3.3 then
    refuses the call: it takes the wrapper's (*args) signature as one of no parameters."""
    if x.sum() > 0:
        __return_0 = _jst.create_bool_as_type(x.sum() > 0, True)
        __return_value_0 = x * 2.0
    else:
        __return_1 = _jst.create_bool_as_type(x.sum() > 0, True)
        __return_value_0 = x - 1.0
    return __return_value_0
