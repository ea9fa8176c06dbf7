"""What onnxscript's ``@script`` reads of a case's source, framework-free: the author's own ``@script(...)`` call,
its arguments evaluated again, and its messages' lines made relative to the ``def``."""

from __future__ import annotations

import ast
import inspect
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from harness.spec import DeclarationError

# onnxscript's SourceInfo.msg: "at: Function 'name', line N" or "at: Line N", N counted in the source it parsed
_LINE = re.compile(r"^(at: (?:Function '[^'\n]*', line|Line) )(\d+)$", re.M)


@dataclass(frozen=True)
class ScriptCall:
    """The arguments of the ``@script(...)`` a def was written with (none: it had none), and how many lines its
    decorators take above the ``def``, which onnxscript's line numbers count (its source begins at the first)."""

    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)
    written: str | None = None  # the decorator as written, ``script(default_opset=op)``; None without one
    above: int = 0


def script_call(function: Any, is_script: Callable[[Any], bool]) -> ScriptCall:
    """The ``@script(...)`` decorator of ``function``'s source, the one whose callee ``is_script``, its arguments
    evaluated again where the def was written (its module, its closure), as onnxscript evaluates its body's names;
    :class:`~harness.spec.DeclarationError` where they cannot be (a name of an enclosing function the body does not use).

    >>> def script(*args, **kwargs): ...
    >>> import types
    >>> found = script_call(types.SimpleNamespace(), lambda callee: callee is script)
    >>> found.written, found.args, found.above
    (None, (), 0)
    """
    try:
        source = textwrap.dedent(inspect.getsource(function))
        node = ast.parse(source).body[0]
    except (OSError, TypeError, SyntaxError, IndexError):
        return ScriptCall()
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return ScriptCall()
    above = node.lineno - 1
    scope = dict(getattr(function, "__globals__", {}))
    scope.update(inspect.getclosurevars(function).nonlocals)
    for decorator in node.decorator_list:
        if isinstance(decorator, ast.Call) and is_script(_evaluated(decorator.func, scope)):
            written = ast.unparse(decorator)
            try:
                args, kwargs = _arguments(decorator, scope)
            except Exception as exc:  # noqa: BLE001 - whatever the arguments raise, said with the decorator
                raise DeclarationError(
                    f"its @{written} cannot be evaluated again where the def was written "
                    f"({type(exc).__name__}: {exc}); the harness scripts the def as written with the same arguments"
                ) from None
            return ScriptCall(args, kwargs, written, above)
    return ScriptCall(above=above)


def _value(node: ast.expr, scope: dict[str, Any]) -> Any:
    """An expression of the case's source, evaluated in ``scope``: the case's own code, as its import evaluated it."""
    return eval(compile(ast.Expression(node), "<decorator>", "eval"), scope)


def _evaluated(node: ast.expr, scope: dict[str, Any]) -> Any:
    """An expression's value; None where it has none now (a name defined since): not the decorator sought."""
    try:
        return _value(node, scope)
    except Exception:  # noqa: BLE001
        return None


def _arguments(call: ast.Call, scope: dict[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """A call's positional and keyword arguments, evaluated in ``scope`` as written (``*args``, ``**kwargs``)."""
    args: list[Any] = []
    for arg in call.args:
        if isinstance(arg, ast.Starred):
            args.extend(_value(arg.value, scope))
        else:
            args.append(_value(arg, scope))
    kwargs: dict[str, Any] = {}
    for keyword in call.keywords:
        if keyword.arg is None:
            kwargs.update(_value(keyword.value, scope))
        else:
            kwargs[keyword.arg] = _value(keyword.value, scope)
    return tuple(args), kwargs


def relative_lines(text: str, above: int) -> str:
    """onnxscript's ``at: ... line N`` counted from the ``def`` (line 1), not from the first decorator above it.

    >>> print(relative_lines("ERROR: bad\\nat: Function 'f', line 4\\n    try:\\n    ^\\n", 2))
    ERROR: bad
    at: Function 'f', line 2
        try:
        ^
    <BLANKLINE>
    >>> relative_lines("at: Line 3", 1), relative_lines("at: Function 'thenGraph_4', line 5", 0)
    ('at: Line 2', "at: Function 'thenGraph_4', line 5")
    """
    return _LINE.sub(lambda match: f"{match[1]}{int(match[2]) - above}", text)
