@_add_one
def decorated_case(x):
    """The case itself carries a decorator: Paddle reads its source through functools.wraps, and
    DecoratorTransformer wraps the body as _orig_decorated_case and calls _decoedby__add_one. Paddle 3.3 then
    refuses the call: it takes the wrapper's (*args) signature as one of no parameters."""
    if x.sum() > 0:
        return x * 2.0
    else:
        return x - 1.0
