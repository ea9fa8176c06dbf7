"""What crosses the process boundary: the request the pool sends a fork server, the reply it gets, and the driver a
fresh child or the warm worker runs.

A reply is JSON (one line from the fork server to the pool), so each is a ``TypedDict``: a plain ``dict`` at run time,
checked by mypy wherever it is read. Every reply's ``status`` is one of :data:`Status`:

- ``ok``: converted; ``outputs`` (each output's text) and ``depends`` (what the conversion read beyond its case files);
- ``case-error``: the case itself is broken (its file, its inputs, its declaration); ``message``, one line;
- ``harness-error``: the harness or the environment failed, not the case; ``message``;
- ``unfinished``: the converter did not finish within the case's ``limit`` (``time`` or ``memory``);
- ``crashed``: the fresh child or warm worker ended without a result; ``reason``, and the ``log`` it left.

A fresh child or the warm worker writes one of the first three to its result file (:data:`Result`); the fork server
answers with that result, or with one of the last two (:data:`Reply`).
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from dataclasses import MISSING, asdict, dataclass, fields
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypedDict, TypeGuard, get_args, runtime_checkable

from harness.converter import Converter, Decoration, Normalizers
from harness.store.layout import names_fault

if TYPE_CHECKING:
    from harness.spec import CaseSpec


@dataclass(frozen=True)
class Request:
    """What to convert: a case of a case file, by one converter; its fork server resolves the converter (:class:`Entry`)."""

    root: str  # the directory holding the cases package
    module: str  # dotted module name, e.g. "cases.loops"
    case: str
    converter: str  # a registered converter's name, or ``package.module:ATTRIBUTE`` of a project's
    # (older release's baseline, the case's folder there): each one whose saved program the child replays
    replays: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The request as it crosses the process boundary (JSON makes its tuples lists)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Request:
        """The request on the far side of the process boundary, as the pool made it (:meth:`to_json`, through JSON).

        >>> import json
        >>> sent = Request("/r", "cases.m", "f", "mine:MINE", replays=(("fw-1.0", "/s/fw-1.0/m/f"),))
        >>> Request.from_json(json.loads(json.dumps(sent.to_json()))) == sent
        True
        >>> Request.from_json({"root": "/r", "module": "cases.m"})
        Traceback (most recent call last):
        ...
        ValueError: a request without case, converter: {'root': '/r', 'module': 'cases.m'}
        """
        given = {field.name: data[field.name] for field in fields(cls) if field.name in data}
        missing = [field.name for field in fields(cls) if field.name not in given and field.default is MISSING]
        if missing:
            raise ValueError(f"a request without {', '.join(missing)}: {dict(data)}")
        replays = tuple((str(release), str(folder)) for release, folder in given.pop("replays", ()))
        return cls(**{name: str(value) for name, value in given.items()}, replays=replays)


class Envelope(TypedDict):
    """A :class:`Request` as the pool sends it to a fork server (and the fork server to its warm worker): where the
    result goes, and within what bounds."""

    request: dict[str, Any]  # Request.to_json
    result_path: str  # the result file; the log is ``<result_path>.log``, the folder ``<result_path>.tmp``
    timeout: float  # seconds
    memory: float  # MiB its process group may hold; 0: no bound
    warm: bool  # by the fork server's warm worker, not a fresh child


# What the pool may send a fork server instead of an Envelope: end your warm worker (it replies ENDED), so
# that the server is as a fresh one; the harness's own tests share servers between runs so (tests/shared_servers.py).
END_WARM = {"end": "warm worker"}
ENDED = {"ended": "warm worker"}
PROJECT = "--"  # in a fork server's arguments, between what the harness preloads and what harness_preload names

Status = Literal["ok", "case-error", "harness-error", "unfinished", "crashed"]
STATUSES: tuple[Status, ...] = get_args(Status)
# Why a conversion gave no result, as the pool raises it (``WorkerError.kind``): a reply's status, or two replies
# that differ.
Failure = Literal["case-error", "harness-error", "crashed", "nondeterministic"]
# ``files``, ``stats``, ``distributions``, ``preloaded``, ``environment``, ``unkeyable`` (``dependencies.collect``)
Depends = dict[str, dict[str, Any]]


class _Saving(TypedDict, total=False):
    saved: dict[str, str]  # the files of its saved program (``saved/`` of the case's folder): name to base64


class Converted(_Saving):
    """A conversion's outputs (any text a file takes), what it depended on beyond its case files, and the files of its
    saved program, when its converter saves one, which no text comparison reads."""

    status: Literal["ok"]
    outputs: dict[str, str]
    depends: Depends


class Failed(TypedDict):
    """A conversion that gave no outputs: the case is broken, or the harness or the environment failed."""

    status: Literal["case-error", "harness-error"]
    message: str


class Unfinished(TypedDict):
    """A conversion its converter did not finish within the case's time or memory bound."""

    status: Literal["unfinished"]
    limit: Literal["time", "memory"]


class Crashed(TypedDict):
    """A fresh child or warm worker that ended (or was killed) without writing a result."""

    status: Literal["crashed"]
    reason: str
    log: str  # the tail of its output


Result = Converted | Failed  # what a fresh child or the warm worker writes to its result file
Reply = Converted | Failed | Unfinished | Crashed  # what a fork server answers the pool
_SHAPES: dict[object, type[Any]] = {
    "ok": Converted,
    "case-error": Failed,
    "harness-error": Failed,
    "unfinished": Unfinished,
    "crashed": Crashed,
}


def is_reply(value: object) -> TypeGuard[Reply]:
    """Whether a line's JSON is a reply a fork server may give: a ``dict`` whose ``status`` is one of :data:`Status`,
    with every key that status's type requires.

    >>> is_reply({"status": "ok", "outputs": {}, "depends": {}}), is_reply({"status": "crashed", "reason": "r"})
    (True, False)
    >>> is_reply({"status": "done"}), is_reply([])
    (False, False)
    """
    if not isinstance(value, dict):
        return False
    shape = _SHAPES.get(value.get("status"))
    return shape is not None and shape.__required_keys__ <= value.keys()


@runtime_checkable
class Driver(Protocol):
    """A converter's driver: a module, imported only in a fork server, a fresh child or the warm worker, whose
    ``convert`` turns a case into its outputs (output file name to text). It may also define any hook of
    :class:`WarmsUp`, :class:`Resets` and :class:`ReadsDecorators`."""

    def convert(self, target: Any, spec: CaseSpec, /) -> dict[str, str]: ...


@runtime_checkable
class WarmsUp(Protocol):
    """A driver's optional ``warm_up()``: called once in its fork server, after the preload and before any fork, to
    start its framework's runtime, so that no fresh child pays for it."""

    def warm_up(self) -> None: ...


@runtime_checkable
class Resets(Protocol):
    """A driver's optional ``reset()``: called in the warm worker after each case, to clear its framework's caches
    and counters."""

    def reset(self) -> None: ...


@runtime_checkable
class ReadsDecorators(Protocol):
    """A driver's optional ``decoration(decorated)``: for a case that arrived as the result of a decorator keeping the
    function as written (``Converter.unwraps``), the options its converter's decorator was given, converted with the
    case; None when that decorator is not the converter's (a ``functools.wraps`` of the case's own): the case is then
    converted as it arrived."""

    def decoration(self, decorated: Any, /) -> Decoration | None: ...


def is_driver(module: object) -> TypeGuard[Driver]:
    """Whether a module is a driver: it defines a callable ``convert`` (a fork server's other preloads are not).

    >>> import types
    >>> is_driver(types.SimpleNamespace(convert=lambda target, spec: {})), is_driver(types)
    (True, False)
    """
    return isinstance(module, Driver) and callable(module.convert)


# Each hook a driver defines, and what the harness calls it with: ``convert`` every driver defines.
HOOKS = (("convert", ("target", "spec")), ("warm_up", ()), ("reset", ()), ("decoration", ("decorated",)))


def driver_fault(module: object) -> str | None:
    """What a driver module lacks, or which of its hooks cannot take what the harness calls it with, in words; None
    for a driver the harness can call, as pluggy's ``_verify_hook`` checks a hook implementation's arguments.

    >>> import types
    >>> driver_fault(types.SimpleNamespace(convert=lambda target, spec: {}, reset=lambda: None)) is None
    True
    >>> driver_fault(types.SimpleNamespace(convert=lambda target: {}))
    'its convert takes (target), not (target, spec)'
    >>> driver_fault(types.SimpleNamespace(convert=lambda target, spec: {}, warm_up=lambda framework: None))
    'its warm_up takes (framework), not ()'
    """
    if not is_driver(module):
        return "has no convert(target, spec), which every converter's driver defines"
    for name, arguments in HOOKS:
        hook = getattr(module, name, None)
        if hook is None:
            continue
        try:
            signature = inspect.signature(hook)
        except TypeError:
            return f"its {name} is a {type(hook).__name__}, not a function ({', '.join(arguments)})"
        except ValueError:  # a builtin without a signature: called as it is
            continue
        try:
            signature.bind(*arguments)
        except TypeError:
            taken = ", ".join(parameter.name for parameter in signature.parameters.values())
            return f"its {name} takes ({taken}), not ({', '.join(arguments)})"
    return None


def driver(module: object, name: str) -> Driver:
    """``module``, imported as the driver ``name``, as a :class:`Driver` (:func:`driver_fault`); else a TypeError that
    names it.

    >>> import types
    >>> driver(types, "types")
    Traceback (most recent call last):
    ...
    TypeError: the driver module types has no convert(target, spec), which every converter's driver defines
    """
    fault = driver_fault(module)
    if fault is not None or not is_driver(module):
        raise TypeError(f"the driver module {name}{' ' if str(fault).startswith('has ') else ': '}{fault}")
    return module


@dataclass(frozen=True)
class Entry:
    """A request's converter as its fork server resolved it, once (``harness.worker.server.entry``), and handed to the
    fresh child, the warm worker and the replay child: its registry entry, its driver (checked), the ``@case`` options
    its framework's other converters read and it does not (``options.txt``), and every registered converter's
    normalizers with its own (each applies to every output)."""

    converter: Converter
    driver: Driver
    notes: tuple[str, ...]
    normalizers: Normalizers


def shape_fault(outputs: object) -> str | None:
    """What a driver's ``convert`` returned that is no dict of output names to text, or None.

    >>> shape_fault({"code.py": "x\\n"}) is None, shape_fault({})
    (True, 'returned no outputs')
    >>> print(shape_fault(b"x")); print(shape_fault(["code.py"]))
    returned bytes, not a dict of output file names to text: b'x'
    returned list, not a dict of output file names to text: ['code.py']
    >>> print(shape_fault({"a.txt": b"x"})); print(shape_fault({3: "x"}))
    returned bytes for the output 'a.txt', not text: b'x'
    returned an output name that is not text: 3 (int)
    """
    if not isinstance(outputs, dict):
        return f"returned {type(outputs).__name__}, not a dict of output file names to text: {_clipped(outputs)}"
    if not outputs:
        return "returned no outputs"
    for name, text in outputs.items():
        if not isinstance(name, str):
            return f"returned an output name that is not text: {_clipped(name)} ({type(name).__name__})"
        if not isinstance(text, str):
            return f"returned {type(text).__name__} for the output {name!r}, not text: {_clipped(text)}"
    return None


def reply_fault(outputs: object) -> str | None:
    """What a driver returned that the harness cannot store: no dict of output names to text (:func:`shape_fault`),
    or names that are not each one plain file of the case's folder, unique whatever their case; or None.

    >>> reply_fault({"code.py": "x\\n"}) is None
    True
    >>> print(reply_fault({"../victim/out.txt": "x\\n"}))
    returned outputs no case's folder can hold (the output name '../victim/out.txt' holds a path separator)
    """
    fault = shape_fault(outputs)
    if fault is None and isinstance(outputs, dict) and (fault := names_fault(outputs)):
        return f"returned outputs no case's folder can hold ({fault})"
    return fault


def blamed(converter: str, fault: str) -> str:
    """A driver's fault, said of its converter: never the harness's.

    >>> blamed("mine", "returned no outputs")
    "the converter mine's driver returned no outputs"
    """
    return f"the converter {converter}'s driver {fault}"


def _clipped(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 80 else shown[:77] + "..."


CONVERTING = ".converting"  # beside a result file: the child handed the case to its converter
