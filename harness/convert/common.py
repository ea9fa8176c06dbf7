"""Helpers shared by the converter drivers: warnings capture, what is the converter's and what is not, values described."""

from __future__ import annotations

import inspect
import os
import platform
import re
import traceback
import types
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NoReturn

from harness.convert.steps import Conversion
from harness.normalize.locations import HARNESS_DIR, library_roots, module_path
from harness.normalize.text import warnings_digest

Outputs = dict[str, str]
WARNINGS = "warnings.txt"
_ABSENT = object()
# What a call that does not fit raises: where the innermost frame is the harness's own, the harness made that call.
CALL_ERRORS = (TypeError, AttributeError, NameError, ImportError, KeyError, IndexError, AssertionError)
WARNINGS = "warnings.txt"  # the warnings a conversion emitted
SNAPSHOT_RULES = {
    "*/warnings.txt": (17, "the converter's messages, which may quote the case's constants"),
}


class Patches:
    """Attributes replaced for the length of a ``with`` block, and put back as they were when it ends.

    >>> class Target:
    ...     value = 1
    >>> with Patches() as patches:
    ...     patches.set(Target, "value", 2)
    ...     patches.set(Target, "added", 3)
    ...     Target.value, Target.added
    (2, 3)
    >>> Target.value, hasattr(Target, "added")
    (1, False)
    """

    def __init__(self) -> None:
        self._saved: list[tuple[Any, str, Any]] = []

    def set(self, owner: Any, name: str, value: Any) -> None:
        self._saved.append((owner, name, vars(owner).get(name, _ABSENT)))
        setattr(owner, name, value)

    def __enter__(self) -> Patches:
        return self

    def __exit__(self, *exc_info: object) -> None:
        for owner, name, original in reversed(self._saved):
            if original is _ABSENT:
                delattr(owner, name)
            else:
                setattr(owner, name, original)
        self._saved.clear()


def warning_text(category: str, message: str, filename: str, lineno: int) -> str:
    """One warning: ``Category: message``, the message's other lines indented, then where it was raised (nothing
    for no ``filename``).

    ``harness.worker.child`` makes the location relative and counts repeats
    (``harness.normalize.text.warnings_digest``).

    >>> print(warning_text("UserWarning", "first\\n\\nthird", "/lib/torch/x.py", 12))
    UserWarning: first
    <BLANKLINE>
        third
      at /lib/torch/x.py:12
    >>> warning_text("UserWarning", "nowhere", "", 0)
    'UserWarning: nowhere'
    """
    first, *rest = message.rstrip().split("\n")
    where = [f"  at {filename}:{lineno}"] if filename else []
    return "\n".join([f"{category}: {first}", *(f"    {line}" if line.strip() else "" for line in rest), *where])


_DEFINITION = re.compile(r"\s*(?:async\s+def|def|class)\b")


def _case_line(case: Any) -> tuple[str, int] | None:
    """Where a case is defined: its file and its ``def`` (a module's ``class``) line, past its decorators, or None."""
    definition = case if inspect.isroutine(case) or isinstance(case, type) else type(case)
    try:
        lines, first = inspect.getsourcelines(definition)
        path = inspect.getsourcefile(definition)
    except (OSError, TypeError):
        return None
    below = next((i for i, line in enumerate(lines) if _DEFINITION.match(line)), 0)
    return (path, first + below) if path else None


def located(filename: str, lineno: int, case: Any = None) -> tuple[str, int] | None:
    """Where a warning is shown to be raised: where it was, but for one raised at the harness's own call of the
    converter (the warning's ``stacklevel`` names its caller, the driver), which is the case's: at the case's
    ``def`` when the driver names the case, else nowhere (None). The converter's own code in the harness (echo's
    driver) is the converter's.

    >>> located(__file__, 3), located("/lib/torch/onnx/x.py", 12)
    (None, ('/lib/torch/onnx/x.py', 12))
    >>> located(__file__, 3, located)[1] > 1
    True
    """
    real = os.path.realpath(filename)
    if not real.startswith(HARNESS_DIR + os.sep) or any(real.startswith(own) for own in BOUNDARY.own_code):
        return filename, lineno
    return _case_line(case) if case is not None else None


def about_this_python(message: str) -> bool:
    """Whether a warning speaks of the interpreter's patch release, which is the machine's (a baseline records only
    Python's X.Y): Dynamo warns on 3.13.0 alone that its guards may run slower.

    >>> about_this_python(f"Guards may run slower on Python {platform.python_version()}."), about_this_python("x")
    (True, False)
    """
    return f"Python {platform.python_version()}" in message


@contextmanager
def recorded_warnings(into: list[str], case: Any = None) -> Iterator[list[warnings.WarningMessage]]:
    """Append every warning raised inside the block (:func:`warning_text`), each where it was raised
    (:func:`located`: one the harness's call raised is the case's), but for those about this machine's Python
    (:func:`about_this_python`); the block gets them as they come."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yield caught
    for w in caught:
        if about_this_python(str(w.message)):
            continue
        into.append(
            warning_text(w.category.__name__, str(w.message), *(located(w.filename, w.lineno, case) or ("", 0)))
        )


def with_warnings(outputs: Outputs, caught: list[str]) -> Outputs:
    """The outputs, with ``warnings.txt`` when the conversion emitted any.

    >>> with_warnings({}, ["UserWarning: x"]), with_warnings({}, [])
    ({'warnings.txt': 'UserWarning: x\\n'}, {})
    """
    if caught:
        outputs[WARNINGS] = "\n".join(caught) + "\n"
    return outputs


def digested(conversion: Conversion) -> None:
    """The step after a conversion, once its outputs are normalized: ``warnings.txt`` with each distinct warning
    once, counted (``warnings_digest``)."""
    if WARNINGS in conversion.outputs:
        conversion.outputs[WARNINGS] = warnings_digest(conversion.outputs[WARNINGS])


class HarnessFault(BaseException):
    """A result that is not the converter's: the harness's own call failed, or the environment lacks a module.

    Not an ``Exception``: a driver's ``except Exception`` around a step must not turn it into an output."""


@dataclass
class Boundary:
    """Where the converter ends and the harness and the environment begin, for the conversion under way."""

    own_code: tuple[str, ...] = ()  # folders or files of the harness that are the converter itself (echo's driver)
    packages: frozenset[str] = frozenset()  # top-level packages the case file or the converter's framework imports


BOUNDARY = Boundary()  # set by harness.worker.child before each conversion, in a fresh child or the warm worker


@dataclass
class Arrival:
    """How the case under way arrived: its converter's decorator's result, when the harness took the function as
    written out of it (``Converter.unwraps``), so that a driver converts the function with the decorator's options."""

    decorated: Any = None  # the decorator's result; None for a case that arrived undecorated


ARRIVAL = Arrival()  # set by harness.worker.child before each conversion, as BOUNDARY is


def chain(exc: BaseException) -> Iterator[BaseException]:
    """An exception, then each it was raised from or during, once each."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


@dataclass(frozen=True)
class Frame:
    """One frame of a traceback: its file and function."""

    filename: str
    name: str


def frames_of(exc: BaseException) -> list[Frame]:
    """The frames of an exception's traceback, outermost first, read without their source lines or positions
    (``traceback.extract_tb`` fails on code that torch.fx generated: ``generator raised StopIteration``)."""
    return [Frame(frame.f_code.co_filename, frame.f_code.co_name) for frame, _ in traceback.walk_tb(exc.__traceback__)]


def shown(path: str) -> str:
    """A frame's file as messages name it: as :class:`~harness.normalize.locations.SourceLocator` does for the harness
    and for installed code, else its absolute path (which :func:`~harness.convert.normalizing.normalized` makes the
    project's)."""
    real = os.path.realpath(path)
    return module_path(real, library_roots()) or real


def fault(exc: BaseException, boundary: Boundary = BOUNDARY) -> str | None:
    """Why an exception is not the converter's result, or None when it is.

    A module missing that neither the case file nor the converter's framework names is the environment's; a call
    error (:data:`CALL_ERRORS`) raised in the harness's own frame is the harness's (a driver that called the
    installed release as it does not accept).

    >>> def bad_call():
    ...     return len(1, 2)
    >>> try:
    ...     bad_call()
    ... except TypeError as exc:
    ...     print(fault(exc, Boundary()))
    None
    >>> missing = ModuleNotFoundError("No module named 'absl'", name="absl")
    >>> fault(missing, Boundary(packages=frozenset({"jax"})))
    "the environment lacks module 'absl', which the converter needs: install it beside the framework"
    >>> fault(ModuleNotFoundError("No module named 'jax.export'", name="jax.export"), Boundary(packages=frozenset({"jax"}))) is None
    True
    """
    for one in chain(exc):
        if isinstance(one, ModuleNotFoundError) and one.name and one.name.split(".")[0] not in boundary.packages:
            frames = [f for f in frames_of(one) if not f.filename.startswith("<frozen")]
            by = f" (imported at {shown(frames[-1].filename)}:{frames[-1].name})" if frames else ""
            return f"the environment lacks module {one.name!r}{by}, which the converter needs: install it beside the framework"
    frames = frames_of(exc)
    if not frames or not isinstance(exc, CALL_ERRORS):
        return None
    real = os.path.realpath(frames[-1].filename)
    if not real.startswith(HARNESS_DIR + os.sep) or any(real.startswith(own) for own in boundary.own_code):
        return None
    return f"failed in the harness ({shown(real)}:{frames[-1].name}): {exception_name(exc)}: {exc}"


def exception_name(exc: BaseException) -> str:
    """An exception's class as messages name it: a builtin's bare, any other with its module.

    >>> exception_name(KeyError("x")), exception_name(HarnessFault("x"))
    ('KeyError', 'harness.convert.common.HarnessFault')
    """
    kind = type(exc)
    return kind.__qualname__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"


def refuse_fault(exc: BaseException) -> None:
    """Raise :class:`HarnessFault` where an exception is not the converter's (:func:`fault`): no snapshot records it."""
    why = fault(exc)
    if why is not None:
        raise HarnessFault(why) from exc


def raising(exc: BaseException) -> Callable[..., NoReturn]:
    """A runner for ``behaviour.txt`` standing for a converted function that could not be made: calling it raises ``exc``.

    >>> raising(TypeError("too many positional arguments"))(1)
    Traceback (most recent call last):
    ...
    TypeError: too many positional arguments
    """

    def run(*args: Any, **kwargs: Any) -> NoReturn:
        raise exc

    return run


SIMPLE = (int, float, complex, str, bytes, bool, type(None))


def describe(value: Any) -> str:
    """A stable one-line description of a captured value (no addresses, no paths).

    >>> describe(types), describe(3), describe(len), describe(int)
    ('module types', '3', 'builtin_function_or_method builtins.len', 'class builtins.int')
    """
    if isinstance(value, types.ModuleType):
        return f"module {value.__name__}"
    if isinstance(value, type):
        return f"class {value.__module__}.{value.__qualname__}"
    if isinstance(value, SIMPLE) or (
        isinstance(value, (tuple, list)) and len(value) <= 16 and all(isinstance(v, SIMPLE) for v in value)
    ):
        return repr(value)
    name = getattr(value, "__qualname__", None)
    module = getattr(value, "__module__", None)
    kind = type(value).__name__
    if name and module:
        return f"{kind} {module}.{name}"
    return f"{type(value).__module__}.{type(value).__qualname__} object"


def used_names(code: types.CodeType) -> set[str]:
    """Global and free names a code object and its nested code objects refer to."""
    names = set(code.co_names) | set(code.co_freevars)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= used_names(const)
    return names
