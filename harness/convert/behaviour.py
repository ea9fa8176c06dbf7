"""``behaviour.txt``: the original and the converted function run on the same inputs.

Snapshot rule: floats a framework kernel computed are never written, since
another CPU adds them in another order; they show as ``dtype[shape]`` and are
compared with a tolerance. Floats Python itself computed are written in full.

The comparison is exact about kinds and containers: ``3`` is not ``3.0`` nor
``True``, a tuple is not a list, sets and dicts are compared by content and
shown sorted by their elements' rendering (so no ``PYTHONHASHSEED`` shows).
A floating tensor or array keeps its dtype and shape (``float32[2]`` is not
``float64[2]``); an integer or boolean one is written exactly and compared
with Python's numbers by kind and value, since a Python ``int`` has no width.
"""

from __future__ import annotations

import cmath
import functools
import itertools
import re
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from harness.spec import as_input_sets

MAX_SHOWN = 400  # characters of a result shown; the comparison uses all of it
MAX_ITEMS = 10_000  # items taken of a returned generator, which may never end
RELATIVE_TOLERANCE = {"float16": 1e-3, "bfloat16": 1e-2, "complex32": 1e-3}
DEFAULT_RELATIVE_TOLERANCE = 1e-5
ABSOLUTE_TOLERANCE = 1e-6

PYTHON = "python"  # the runner that calls the case as plain Python, first
ERROR = "error "  # a runner's result that is an exception: ``error <Kind>: <reason>``
DIFFERS = "differs"  # the verdict's kinds: ``differs: <runner>``, ``ran unconverted: <runner>``
RAN_UNCONVERTED = "ran unconverted"
_SPECIALISED = re.compile(r"^(\S+) is specialised to ", re.M)
_EXCEPTION_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)\b[^:]*: ")
SNAPSHOT_RULES = {
    "*/behaviour.txt": (17, "only Python's own floats, written by repr; a kernel's floats show as dtype[shape]")
}


@dataclass(frozen=True)
class KernelFloats:
    """Floating-point numbers a framework computed: compared with a tolerance, shown without their digits.

    >>> KernelFloats("float32", (2, 3), [[0.0] * 3] * 2)
    float32[2, 3]
    >>> KernelFloats("float64", (), 0.5)
    float64[]
    """

    dtype: str
    shape: tuple[int, ...]
    values: Any  # nested lists of Python numbers, as ``tolist()`` gives them (a number for a 0-d array)

    def __repr__(self) -> str:
        return f"{self.dtype}[{', '.join(map(str, self.shape))}]"

    @property
    def relative_tolerance(self) -> float:
        return RELATIVE_TOLERANCE.get(self.dtype, DEFAULT_RELATIVE_TOLERANCE)


@dataclass(frozen=True)
class Unordered:
    """A set or frozenset, its elements in the order of their rendering: the same text under any ``PYTHONHASHSEED``.

    >>> Unordered.of({3, 1, 2}), Unordered.of(frozenset({"b", "a"})), Unordered.of(set())
    ({1, 2, 3}, frozenset({'a', 'b'}), set())
    """

    kind: str  # "set" or "frozenset"
    items: tuple[Any, ...]

    @classmethod
    def of(cls, value: set[Any] | frozenset[Any]) -> Unordered:
        kind = "frozenset" if isinstance(value, frozenset) else "set"
        return cls(kind, tuple(sorted((plain(v) for v in value), key=repr)))

    def __repr__(self) -> str:
        if not self.items:
            return f"{self.kind}()"
        inner = "{" + ", ".join(map(repr, self.items)) + "}"
        return inner if self.kind == "set" else f"{self.kind}({inner})"


@dataclass(frozen=True)
class SortedItems:
    """A dict's items, in the order of their keys' rendering.

    >>> SortedItems.of({"b": 1, 2: (3,), "a": {4}})
    {'a': {4}, 'b': 1, 2: (3,)}
    """

    items: tuple[tuple[Any, Any], ...]

    @classmethod
    def of(cls, value: dict[Any, Any]) -> SortedItems:
        return cls(tuple(sorted(((plain(k), plain(v)) for k, v in value.items()), key=lambda kv: repr(kv[0]))))

    def __repr__(self) -> str:
        return "{" + ", ".join(f"{k!r}: {v!r}" for k, v in self.items) + "}"


def _array(value: Any) -> Any:
    """A framework-free copy of a numpy array or scalar: ``KernelFloats`` for a floating one, exact lists for the rest."""
    if value.dtype.kind in ("f", "c"):
        widened = value.astype(complex if value.dtype.kind == "c" else float)
        return KernelFloats(value.dtype.name, tuple(int(n) for n in value.shape), widened.tolist())
    return plain(value.tolist())


def generated_items(generator: Any) -> list[Any]:
    """What a returned generator yields, as a list: compared by its items, not by its type's name. One that yields
    more than ``MAX_ITEMS`` is cut there, and says so.

    >>> generated_items(i * i for i in range(4))
    [0, 1, 4, 9]
    >>> generated_items(itertools.count())[-1]
    '… more items than 10000, not taken'
    """
    items = list(itertools.islice(generator, MAX_ITEMS + 1))
    if len(items) > MAX_ITEMS:
        items[MAX_ITEMS:] = [f"… more items than {MAX_ITEMS}, not taken"]
    return items


@functools.cache
def _conversions() -> tuple[Callable[[Any], Any], ...]:
    """Each registered converter's conversion of its framework's values (``Converter.values``), once each."""
    from harness.converter import resolved
    from harness.registry import CONVERTERS  # its entries import this module's types

    return tuple(resolved(reference) for reference in dict.fromkeys(c.values for c in CONVERTERS.values() if c.values))


def plain(value: Any) -> Any:
    """A framework-free copy of a result, comparable with :func:`close`.

    Python's own values are kept exactly, tuples apart from lists; floating tensors and arrays become
    ``KernelFloats``, sets ``Unordered`` and dicts ``SortedItems``, each sorted by rendering. A framework's value
    becomes plain as its converters declare (``Converter.values``), or through its ``numpy()``.

    >>> plain((1.23456789, [True, None], {"a": 2}, b"x", {2, 1}))
    (1.23456789, [True, None], {'a': 2}, 'x', {1, 2})
    >>> plain(x / 2 for x in range(3))  # a generator: its items
    [0.0, 0.5, 1.0]
    """
    if isinstance(value, KernelFloats):
        return value
    for conversion in _conversions():
        converted = conversion(value)
        if converted is not NotImplemented:
            return plain(converted)
    if hasattr(value, "numpy") and not isinstance(value, type):  # a framework's tensor
        value = value.numpy()
    if hasattr(value, "dtype") and hasattr(value, "tolist"):  # numpy array or scalar, np.float64 included
        return _array(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, tuple):
        return tuple(plain(v) for v in value)
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return SortedItems.of(value)
    if isinstance(value, (set, frozenset)):
        return Unordered.of(value)
    if isinstance(value, types.GeneratorType):
        return [plain(v) for v in generated_items(value)]
    kind: type[Any]
    for kind in (bool, int, float, complex, str):  # an IntEnum is its int, a str subclass its str
        if isinstance(value, kind):
            return kind(value)
    if value is None:
        return value
    return f"<{type(value).__name__}>"


def _numbers_close(a: complex | float, b: complex | float, relative: float) -> bool:
    if a != a and b != b:  # both NaN
        return True
    return cmath.isclose(a, b, rel_tol=relative, abs_tol=ABSOLUTE_TOLERANCE)


def close(a: Any, b: Any, relative: float = DEFAULT_RELATIVE_TOLERANCE) -> bool:
    """Equal in kind and value, floats to a relative tolerance (looser for 16-bit floats), the rest exactly.

    >>> close([1.0, [2.000001]], [1.0, [2.0]]), close([1.0], [1.1]), close([1], [1, 2])
    (True, False, False)
    >>> close(3, 3.0), close(True, 1), close(1000000, 1000001), close((1, 2), [1, 2])
    (False, False, False, False)
    >>> close(plain({1, 2}), plain({2, 1})), close(plain({"a": 1}), plain({"a": 1.0})), close(plain({1}), plain(frozenset({1})))
    (True, False, False)
    >>> close(KernelFloats("float32", (2,), [1.0, float("nan")]), [1.000001, float("nan")])
    True
    >>> close(KernelFloats("float32", (), 3.0), 3), close(KernelFloats("float32", (), 3.0), 3.0)
    (False, True)
    >>> close(KernelFloats("float32", (2,), [1.0, 2.0]), KernelFloats("float32", (1, 2), [[1.0, 2.0]]))
    False
    >>> close(KernelFloats("float32", (2,), [1.0, 2.0]), KernelFloats("float64", (2,), [1.0, 2.0]))
    False
    """
    if isinstance(a, KernelFloats) and isinstance(b, KernelFloats) and (a.dtype, a.shape) != (b.dtype, b.shape):
        return False
    if isinstance(a, KernelFloats) or isinstance(b, KernelFloats):
        tolerance = max(x.relative_tolerance for x in (a, b) if isinstance(x, KernelFloats))
        unpack = lambda x: x.values if isinstance(x, KernelFloats) else x  # noqa: E731
        return close(unpack(a), unpack(b), tolerance)
    if type(a) is not type(b):
        return False
    if isinstance(a, (float, complex)):
        return _numbers_close(a, b, relative)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(close(x, y, relative) for x, y in zip(a, b, strict=True))
    if isinstance(a, SortedItems):
        return close(a.items, b.items, relative)
    if isinstance(a, Unordered):
        return a.kind == b.kind and close(a.items, b.items, relative)
    return bool(a == b)


def shown(value: Any) -> str:
    """A result as text, cut short when long.

    >>> shown(list(range(200))).endswith("… (890 characters in all)")
    True
    """
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else f"{text[:MAX_SHOWN]} … ({len(text)} characters in all)"


NOT_CONVERTED = "not converted (see error.txt)"
WRAPPERS = ("In transformed code:", "In simulate execution:")  # headers a framework puts above the reason


def reason_line(message: str) -> str:
    """The line of an error message that says what went wrong, whatever the framework wrapped it in.

    TensorFlow's "in user code:" header: the exception line under the frames, not a ``Note:`` after it;
    its "Graph execution error:": the kernel's reason above ``[[{{node ...}}]]``; TorchScript's "The
    following operation failed in the TorchScript interpreter.": the exception below its traceback; Paddle's
    "In transformed code:" and SOT's "In simulate execution:": the exception under the excerpt.

    >>> reason_line("in user code:\\n\\n    File x, line 3, in f  *\\n        for i in n:\\n\\n    ValueError: bad\\n    Note: tried\\n")
    'ValueError: bad'
    >>> reason_line("Graph execution error:\\n\\nDetected at node G defined at (most recent call last):\\n  File x, line 3, in f\\n\\n"
    ...         "indices = 5 is not in [0, 2)\\n\\t [[{{node G}}]] [Op:__inference_f_11]")
    'indices = 5 is not in [0, 2)'
    >>> reason_line("The following operation failed in the TorchScript interpreter.\\nTraceback of TorchScript (most recent call last):\\n"
    ...         "  File x, line 3, in mm\\n    return x @ y\\n           ~~~~~ <--- HERE\\nRuntimeError: inconsistent size\\n")
    'RuntimeError: inconsistent size'
    >>> reason_line("In transformed code:\\n\\n    File x, line 9, in f\\n\\tx = y\\n\\n    ValueError: bad channels\\n")
    'ValueError: bad channels'
    >>> reason_line("\\nReturn value was annotated:\\n  File ...\\n"), reason_line("RuntimeError:\\nbad\\n"), reason_line("")
    ('Return value was annotated:', 'RuntimeError: bad', '')
    """
    raw = [line.rstrip() for line in message.splitlines()]
    lines = [line.strip() for line in raw if line.strip()]
    if not lines:
        return ""
    if lines[0] == "in user code:":
        under = [line.strip() for line in raw if line.startswith("    ") and not line.startswith("     ")]
        return next((line for line in under if not line.startswith("File ")), lines[-1])
    if lines[0] == "Graph execution error:":
        node = next((i for i, line in enumerate(lines) if line.startswith("[[")), len(lines))
        return lines[node - 1] if node > 1 else lines[0]
    if lines[0].startswith("The following operation failed in the TorchScript interpreter.") or lines[0] in WRAPPERS:
        return next((line for line in reversed(lines) if _EXCEPTION_LINE.match(line)), lines[-1])
    if lines[0].endswith(":") and " " not in lines[0] and len(lines) > 1:
        return f"{lines[0]} {lines[1]}"
    return lines[0]


def one_line(kind: str, message: str) -> str:
    """An error in one line, ``Kind: reason``, its kind said once even where the message repeats it.

    >>> one_line("ValueError", "in user code:\\n\\n    File x\\n\\n    ValueError: 'i' must be defined\\n")
    "ValueError: 'i' must be defined"
    >>> one_line("tensorflow.python.framework.errors_impl.InvalidArgumentError", "Graph execution error:\\n\\nbad\\n\\t [[{{node G}}]]")
    'tensorflow.python.framework.errors_impl.InvalidArgumentError: bad'
    >>> one_line("ZeroDivisionError", "division by zero"), one_line("E", ""), one_line("RuntimeError", "RuntimeError:  spaced")
    ('ZeroDivisionError: division by zero', 'E', 'RuntimeError: spaced')
    """
    reason = reason_line(message)
    short = kind.rsplit(".", 1)[-1]
    for prefix in (f"{kind}: ", f"{short}: "):
        reason = reason.removeprefix(prefix).strip()
    return f"{kind}: {reason}" if reason else kind


def specialised_line(runner: str, reasons: str, sets: int) -> str:
    """The line saying a converted function replays what its example inputs did, whatever the inputs.

    >>> specialised_line("torch.jit.trace", "Iterating over a tensor", 2)
    'torch.jit.trace is specialised to inputs 1: Iterating over a tensor'
    >>> print(specialised_line("torch.jit.trace", "Converting a tensor to a Python boolean", 1))
    torch.jit.trace is specialised to its inputs: Converting a tensor to a Python boolean; one input set cannot show it: give the case another that takes the other branch, @case(inputs=[(...), (...)])
    """
    if sets > 1:
        return f"{runner} is specialised to inputs 1: {reasons}"
    return (
        f"{runner} is specialised to its inputs: {reasons}; one input set cannot show it: "
        "give the case another that takes the other branch, @case(inputs=[(...), (...)])"
    )


def is_specialised(behaviour: str) -> bool:
    """Whether a ``behaviour.txt`` says a converted function is specialised to its inputs.

    >>> is_specialised(specialised_line("t", "x", 1) + "\\ninputs: [1]\\n"), is_specialised("inputs: ['t is specialised to']\\n")
    (True, False)
    """
    return bool(specialised_runners(behaviour))


def specialised_runners(behaviour: str) -> set[str]:
    """The runners a ``behaviour.txt`` says are specialised to their inputs.

    >>> specialised_runners(specialised_line("torch.jit.trace", "x", 1) + "\\ninputs: [1]\\n")
    {'torch.jit.trace'}
    """
    return set(_SPECIALISED.findall(behaviour))


def verdict_kinds(behaviour: str) -> set[str]:
    """The kinds a ``behaviour.txt``'s verdict (its last line, over every input set) names; none for ``same``.

    >>> sorted(verdict_kinds("inputs: [1]\\npython: 1\\nt: 2\\ndiffers: t; ran unconverted: f\\n")), verdict_kinds("same\\n")
    (['differs', 'ran unconverted'], set())
    """
    lines = behaviour.strip().splitlines()
    last = lines[-1] if lines else ""
    return {part.partition(": ")[0] for part in last.split("; ") if ": " in part}


def differs(behaviour: str) -> bool:
    """Whether a ``behaviour.txt`` says a converted function computed another result than Python's, on some set.

    >>> differs(run_all(lambda: (2,), {PYTHON: abs, "converted": lambda x: -x})), differs(run_all(lambda: (2,), {PYTHON: abs}))
    (True, False)
    """
    return DIFFERS in verdict_kinds(behaviour)


def ran_unconverted(behaviour: str) -> bool:
    """Whether a ``behaviour.txt`` says a converter ran the case as plain Python (AutoGraph's fallback).

    >>> ran_unconverted(run_all(lambda: (2,), {PYTHON: abs, "tf.function": abs}, unconverted={"tf.function": "why"}))
    True
    """
    return RAN_UNCONVERTED in verdict_kinds(behaviour)


def python_raised(behaviour: str) -> bool:
    """Whether Python's own call of the case raised, on some input set of a ``behaviour.txt``.

    >>> python_raised(run_all(lambda: [(1,), (0,)], {PYTHON: lambda x: 1 / x})), python_raised(run_all(lambda: (1,), {PYTHON: abs}))
    (True, False)
    """
    return any(line.startswith(f"{PYTHON}: {ERROR}") for line in behaviour.splitlines())


@dataclass(frozen=True)
class Run:
    """One runner's outcome on one input set: the text after its name, and what is compared."""

    text: str
    result: tuple[str, Any]  # ("value", a plain result) or ("error", the exception's type name)


def run_once(run: Callable[..., Any], arguments: tuple[Any, ...]) -> Run:
    """Call ``run`` on ``arguments``; an exception is a result too.

    >>> run_once(lambda x: 1 / x, (0,))
    Run(text='error ZeroDivisionError: division by zero', result=('error', 'ZeroDivisionError'))
    """
    try:
        value = plain(run(*arguments))
    except Exception as exc:  # noqa: BLE001 - a failing run is a result
        return Run(f"{ERROR}{one_line(type(exc).__name__, str(exc))}", ("error", type(exc).__name__))
    return Run(shown(value), ("value", value))


@dataclass(frozen=True)
class Mapped:
    """A runner whose results pass through ``transform`` before they are shown and compared (a pytree of the case's
    own as a dict of its leaves); as the ``python`` runner, it still shows the case's fresh call (:func:`call_first`).

    >>> Mapped(abs, str)(-2)
    '2'
    """

    runner: Callable[..., Any]
    transform: Callable[[Any], Any]

    def __call__(self, *arguments: Any) -> Any:
        return self.transform(self.runner(*arguments))


_first_calls: dict[str, Any] = {}  # the case and its fresh Python calls, made before any converter saw it


def call_first(target: Any, inputs: Callable[[], Any]) -> None:
    """Call the case as plain Python on each input set now, before a converter runs its body (tracing, compiling),
    so that ``python:`` in ``behaviour.txt`` is what a fresh call returns even for a case that changes its module's state.
    """
    _first_calls.clear()
    runs, outcomes = [], []
    for arguments in as_input_sets(inputs()):
        try:
            value = target(*arguments)
            # a generator is read once: its items are kept and yielded anew each time the call is replayed
            outcome = (
                functools.partial(_regenerated, generated_items(value))
                if isinstance(value, types.GeneratorType)
                else functools.partial(_given, value)
            )
        except Exception as exc:  # noqa: BLE001 - a failing call is a result
            outcome = functools.partial(_raise, exc)
        runs.append(run_once(outcome, ()))
        outcomes.append(outcome)
    # runs: shown now, before a converter may mutate the value; outcomes: replayed through a Mapped runner's transform
    _first_calls.update(target=target, runs=runs, outcomes=outcomes)


def _given(value: Any) -> Any:
    return value


def _regenerated(items: list[Any]) -> Any:
    return (item for item in items)


def _raise(error: BaseException) -> Any:
    raise error


def _python_run(run: Callable[..., Any], index: int) -> Run | None:
    """The fresh call :func:`call_first` made of this runner's case on set ``index`` (passed through a
    :class:`Mapped` runner's transform), if it made one.

    >>> call_first(lambda x: x * 2, lambda: [(1,), (2,)])
    >>> case = _first_calls["target"]
    >>> _python_run(case, 1), _python_run(Mapped(case, str), 0), _python_run(abs, 0)
    (Run(text='4', result=('value', 4)), Run(text="'2'", result=('value', '2')), None)
    >>> call_first(lambda n: (i for i in range(n)), lambda: (2,))
    >>> case = _first_calls["target"]
    >>> _python_run(case, 0), _python_run(Mapped(case, lambda g: g), 0)  # a generator's items, each time
    (Run(text='[0, 1]', result=('value', [0, 1])), Run(text='[0, 1]', result=('value', [0, 1])))
    """
    case = run.runner if isinstance(run, Mapped) else run
    runs = _first_calls.get("runs", [])
    if _first_calls.get("target") is not case or index >= len(runs):
        return None
    if isinstance(run, Mapped):
        return run_once(Mapped(_first_calls["outcomes"][index], run.transform), ())
    return runs[index]


@dataclass
class _Block:
    """One input set's lines, the runners whose result is not the first's, and those a guard refused, with why."""

    lines: list[str]
    differ: list[str]
    refused: dict[str, str]
    unsettled: list[str]  # runners that differ from a Python whose own second call differs from its first
    uninitialised: list[str] = field(default_factory=list)  # runners not compared with a Python result of garbage


UNINITIALISED = "python: its result read uninitialised memory (such as torch.empty's): not shown"


def _uninitialised(outcome: Run, filled: Callable[..., Any] | None, fresh: Callable[[], tuple[Any, ...]]) -> bool:
    """Whether Python's result was read from memory nobody initialised: run twice with such memory filled
    (``filled``), it is the same both times, yet not the plain call's (a case drawing random numbers differs
    between the two filled runs, and is not this)."""
    if filled is None or outcome.result[0] != "value":
        return False
    one, two = run_once(filled, fresh()), run_once(filled, fresh())
    return close(list(one.result), list(two.result)) and not close(list(one.result), list(outcome.result))


def _block(
    fresh: Callable[[], tuple[Any, ...]],
    runners: dict[str, Callable[..., Any] | None],
    index: int,
    guards: dict[str, re.Pattern[str]],
    not_run: dict[str, str],
    filled: Callable[..., Any] | None = None,
) -> _Block:
    """Every runner on fresh copies of one input set; an error a runner's guard matches, on a set after the
    first, is that runner refusing inputs its conversion did not see: not a result, so not compared. Where
    Python's result read uninitialised memory (:func:`_uninitialised`), it is neither shown nor compared."""
    block = _Block([], [], {}, [])
    results: list[tuple[str, Any]] = []
    garbage = False
    for name, run in runners.items():
        if run is None:
            block.lines.append(f"{name}: " + (f"not run: {not_run[name]}" if name in not_run else NOT_CONVERTED))
            continue
        outcome = (name == PYTHON and _python_run(run, index)) or run_once(run, fresh())
        if name == PYTHON and _uninitialised(outcome, filled, fresh):
            block.lines.append(UNINITIALISED)
            garbage = True
            continue
        block.lines.append(f"{name}: {outcome.text}")
        if garbage:
            block.uninitialised.append(name)
            continue
        error = outcome.text.removeprefix(ERROR) if outcome.result[0] == "error" else ""
        if index and error and name in guards and guards[name].match(error):
            block.refused[name] = error
            continue
        if results and not close(list(outcome.result), list(results[0])):
            block.differ.append(name)
        results.append(outcome.result)
    python = runners.get(PYTHON)
    if block.differ and python is not None and next(iter(runners)) == PYTHON:
        # The converters ran after Python's fresh call: a case whose own calls differ (random numbers, module
        # state) says nothing about them.
        again = run_once(python, fresh())
        if not close(list(again.result), list(results[0])):
            block.lines.append(f"python, called again: {again.text}")
            block.unsettled, block.differ = block.differ, []
    return block


def _input_set(inputs: Callable[[], Any], index: int) -> tuple[Any, ...]:
    """A fresh copy of input set ``index``."""
    return as_input_sets(inputs())[index]


def verdict_line(
    differ: list[str],
    not_compared: list[str],
    unconverted: list[str],
    specialised: list[str] | None = None,
    unsettled: list[str] | None = None,
    uninitialised: list[str] | None = None,
) -> str:
    """The verdict of a block, or of several: ``same`` only when every runner converted, ran converted and agreed.

    >>> verdict_line([], [], []), verdict_line(["torch.jit.trace"], ["torch.jit.script"], [])
    ('same', 'differs: torch.jit.trace; not compared: torch.jit.script')
    >>> verdict_line([], [], ["tf.function"]), verdict_line([], [], [], ["torch.export (inputs 2)"])
    ('ran unconverted: tf.function', 'specialised: torch.export (inputs 2)')
    >>> verdict_line([], [], [], [], ["torch.jit.trace"])
    "not compared, as the case's own calls differ: torch.jit.trace"
    >>> verdict_line([], [], [], uninitialised=["torch.onnx"])
    "not compared, as Python's result is uninitialised memory: torch.onnx"
    """
    parts = {
        DIFFERS: differ,
        "not compared, as the case's own calls differ": unsettled or [],
        "not compared, as Python's result is uninitialised memory": uninitialised or [],
        "specialised": specialised or [],
        "not compared": not_compared,
        RAN_UNCONVERTED: unconverted,
    }
    return "; ".join(f"{kind}: {', '.join(names)}" for kind, names in parts.items() if names) or "same"


def unconverted_line(runner: str, why: str) -> str:
    """The line saying a converter gave up on the case and ran it as plain Python.

    >>> unconverted_line("tf.function", "UnsupportedLanguageElementError: for/else statement not yet supported")
    'tf.function ran the case unconverted, as plain Python: UnsupportedLanguageElementError: for/else statement not yet supported'
    """
    return f"{runner} ran the case unconverted, as plain Python: {why}"


def _per_runner(blocks: list[_Block], field: str) -> list[str]:
    """``runner (inputs 2, 3)`` for each runner that a field of the blocks names, in order of first appearance."""
    sets: dict[str, list[str]] = {}
    for index, block in enumerate(blocks):
        for name in getattr(block, field):
            sets.setdefault(name, []).append(str(index + 1))
    return [f"{name} (inputs {', '.join(numbers)})" for name, numbers in sets.items()]


def run_all(
    inputs: Callable[[], Any],
    runners: dict[str, Callable[..., Any] | None],
    specialised: dict[str, str] | None = None,
    unconverted: dict[str, str] | None = None,
    guards: dict[str, re.Pattern[str]] | None = None,
    not_run: dict[str, str] | None = None,
    filled: Callable[..., Any] | None = None,
) -> str:
    """Run each callable on fresh copies of each input set; report each result and whether they all agree with the first.

    ``inputs`` builds one set (a tuple of arguments) or several (a list of tuples).
    A runner of ``None`` is a conversion that failed: it is listed, not compared; ``not_run`` gives instead why a
    converted one could not be run.
    ``specialised`` names the runners specialised to the first set, with why. ``unconverted``
    names the runners that ran the case as plain Python (AutoGraph's fallback), with why; it is
    read once every set has run, so a runner may fill it as it runs. ``guards`` gives a runner
    the pattern of the error with which it refuses inputs other than its first set's (an export's
    guard): where it fails so, it is specialised, not differing. A runner named ``python``
    that :func:`call_first` already ran is not run again: its fresh result is shown. ``filled`` is the case run
    with the memory its framework leaves uninitialised filled: where Python's result is the same on two such
    runs but not the plain call's, it read uninitialised memory, and is neither shown nor compared.

    >>> print(run_all(lambda: (2,), {"python": lambda x: x * 2, "converted": lambda x: x * 2.0}), end="")
    inputs: [2]
    python: 4
    converted: 4.0
    differs: converted
    >>> print(run_all(lambda: (2,), {"python": lambda x: x, "converted": lambda x: 1 / 0, "other": None}), end="")
    inputs: [2]
    python: 2
    converted: error ZeroDivisionError: division by zero
    other: not converted (see error.txt)
    differs: converted; not compared: other
    >>> print(run_all(lambda: (2,), {"python": abs, "model": None}, not_run={"model": "no type for x"}), end="")
    inputs: [2]
    python: 2
    model: not run: no type for x
    not compared: model

    Several sets give a block each, then the overall verdict, naming the runners and the sets where they differ:

    >>> print(run_all(lambda: [(2,), (-2,)], {"python": abs, "traced": lambda x: x}, {"traced": "a branch"}), end="")
    traced is specialised to inputs 1: a branch
    <BLANKLINE>
    inputs 1: [2]
    python: 2
    traced: 2
    same
    <BLANKLINE>
    inputs 2: [-2]
    python: 2
    traced: -2
    differs: traced
    <BLANKLINE>
    differs: traced (inputs 2)

    A guard that refuses the second set makes the runner specialised there:

    >>> def exported(n):
    ...     assert n == 2, "Guard failed: n == 2"
    ...     return n
    >>> print(run_all(lambda: [(2,), (3,)], {"python": abs, "export": exported}, guards={"export": re.compile("AssertionError: Guard")}), end="")
    export is specialised to inputs 1: AssertionError: Guard failed: n == 2
    <BLANKLINE>
    inputs 1: [2]
    python: 2
    export: 2
    same
    <BLANKLINE>
    inputs 2: [3]
    python: 3
    export: error AssertionError: Guard failed: n == 2
    specialised: export
    <BLANKLINE>
    specialised: export (inputs 2)

    A Python result that read uninitialised memory (the same on two runs with that memory ``filled``, but not the
    plain call's) is neither shown nor compared:

    >>> garbage = iter(range(1000, 2000))
    >>> print(run_all(lambda: (0,), {"python": lambda x: [next(garbage)], "converted": lambda x: [0]},
    ...               filled=lambda x: [-1]), end="")
    inputs: [0]
    python: its result read uninitialised memory (such as torch.empty's): not shown
    converted: [0]
    not compared, as Python's result is uninitialised memory: converted

    Where a runner differs, Python is called once more: a case whose own calls differ (random numbers, module
    state) blames no converter:

    >>> calls = []
    >>> def counts(x):
    ...     calls.append(x)
    ...     return len(calls)
    >>> print(run_all(lambda: (0,), {"python": counts, "converted": lambda x: 5}), end="")
    inputs: [0]
    python: 1
    converted: 5
    python, called again: 2
    not compared, as the case's own calls differ: converted
    """
    shown_sets = as_input_sets(inputs())  # built before any run, as a runner may mutate its arguments
    not_compared = [name for name, run in runners.items() if run is None]
    blocks = [
        _block(functools.partial(_input_set, inputs, index), runners, index, guards or {}, not_run or {}, filled)
        for index in range(len(shown_sets))
    ]
    reasons = {name: reason for name, reason in (specialised or {}).items() if runners.get(name)}
    for block in blocks:
        for name, error in block.refused.items():
            reasons.setdefault(name, error)
    lines = [specialised_line(name, reason, len(shown_sets)) for name, reason in reasons.items()]
    fell_back = {name: why for name, why in (unconverted or {}).items() if runners.get(name)}
    lines += [unconverted_line(name, why) for name, why in fell_back.items()]
    for index, (arguments, block) in enumerate(zip(shown_sets, blocks, strict=True)):
        label = "inputs" if len(shown_sets) == 1 else f"inputs {index + 1}"
        verdict = verdict_line(
            block.differ, not_compared, list(fell_back), list(block.refused), block.unsettled, block.uninitialised
        )
        lines += [""] * bool(lines) + [f"{label}: {shown(list(plain(arguments)))}", *block.lines, verdict]
    if len(shown_sets) > 1:
        overall = verdict_line(
            _per_runner(blocks, "differ"),
            not_compared,
            list(fell_back),
            _per_runner(blocks, "refused"),
            _per_runner(blocks, "unsettled"),
            _per_runner(blocks, "uninitialised"),
        )
        lines += ["", overall]
    return "\n".join(lines) + "\n"
