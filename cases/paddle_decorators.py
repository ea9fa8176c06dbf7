"""Paddle cases with decorators of their own, after Paddle's test_decorator_transform.py: DecoratorTransformer
re-applies a decorator inside the static program (``_decoedby_<name>``), around an ``_orig_<name>`` function."""

import functools

import paddle

from harness import case


def _add_one(function):
    @functools.wraps(function)
    def wrapper(*args):
        return function(*args) + 1.0

    return wrapper


def _scaled(factor):
    def decorator(function):
        @functools.wraps(function)
        def wrapper(*args):
            return function(*args) * factor

        return wrapper

    return decorator


@case(inputs=lambda: [(paddle.ones([3]),), (-paddle.ones([3]),)])
@_add_one
def decorated_case(x):
    """The case itself carries a decorator: Paddle reads its source through functools.wraps, and
    DecoratorTransformer wraps the body as _orig_decorated_case and calls _decoedby__add_one. Paddle 3.3 then
    refuses the call: it takes the wrapper's (*args) signature as one of no parameters."""
    if x.sum() > 0:
        return x * 2.0
    return x - 1.0


@case(inputs=lambda: (paddle.ones([2]),))
def nested_decorated(x):
    """A decorator on a nested function: the nested def becomes _orig_inner and _decoedby__add_one inside the case."""

    @_add_one
    def inner(y):
        return y * 3.0

    return inner(x)


@case(inputs=lambda: (paddle.ones([2]),))
def decorator_with_arguments(x):
    """A decorator called with arguments: DecoratorTransformer passes the function first and, when that raises,
    calls the decorator's result (its try/except around _jst.Call(_scaled))."""

    @_scaled(2.0)
    def inner(y):
        return y + 1.0

    return inner(x)


@case(inputs=lambda: (paddle.ones([2]),))
def stacked_decorators(x):
    """Two decorators, applied bottom up: _decoedby__scaled wraps _orig_inner, _decoedby__add_one wraps that."""

    @_add_one
    @_scaled(3.0)
    def inner(y):
        return y - 1.0

    return inner(x)
