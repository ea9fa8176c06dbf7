"""``behaviour.txt``: the original and the converted function run on the same inputs.

Snapshot rule: floats a framework kernel computed are never written, since
another CPU adds them in another order; they show as ``dtype[shape]`` and are
compared with a tolerance. Floats Python itself computed are written in full.
"""

from __future__ import annotations

import cmath
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from harness.spec import as_input_sets

MAX_SHOWN = 400  # characters of a result shown; the comparison uses all of it
RELATIVE_TOLERANCE = {"float16": 1e-3, "bfloat16": 1e-2, "complex32": 1e-3}
DEFAULT_RELATIVE_TOLERANCE = 1e-5
ABSOLUTE_TOLERANCE = 1e-6

_SPECIALISED = re.compile(r"^\S+ is specialised to ", re.M)
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


def _array(value: Any) -> Any:
    """A framework-free result: ``KernelFloats`` for floating arrays, exact lists for the rest."""
    dtype = getattr(value, "dtype", None)
    name = getattr(dtype, "name", None) or str(dtype).rsplit(".", 1)[-1]  # numpy's and TF's name; torch.int64
    kind = getattr(dtype, "kind", None)  # numpy's; torch's dtypes have none, so their name tells
    if kind in ("f", "c") or (kind is None and name.startswith(("float", "bfloat", "complex", "half"))):
        if hasattr(value, "detach"):  # torch: bfloat16 has no numpy dtype
            value = value.detach().cpu()
            value = (value.cdouble() if value.is_complex() else value.double()).numpy()
        widened = value.astype(complex if value.dtype.kind == "c" else float)
        return KernelFloats(name, tuple(int(n) for n in value.shape), widened.tolist())
    if hasattr(value, "detach"):
        value = value.detach().cpu().numpy()
    return plain(value.tolist())


def plain(value: Any) -> Any:
    """A framework-free copy of a result, comparable with :func:`close`.

    Python's own values are kept exactly; floating tensors and arrays become ``KernelFloats``.

    >>> plain((1.23456789, [True, None], {"a": 2}, b"x"))
    [1.23456789, [True, None], {'a': 2}, 'x']
    """
    if type(value).__module__.split(".")[0] == "paddle" and hasattr(value, "numpy"):  # paddle.Tensor
        return _array(value.numpy())
    if hasattr(value, "detach"):  # torch.Tensor
        return _array(value)
    if hasattr(value, "numpy") and not isinstance(value, type):  # tf.Tensor
        value = value.numpy()
    if hasattr(value, "dtype") and hasattr(value, "tolist"):  # numpy array or scalar, np.float64 included
        return _array(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if value is None or isinstance(value, (bool, int, float, complex, str)):
        return value
    return f"<{type(value).__name__}>"


def _numbers_close(a: complex | float, b: complex | float, relative: float) -> bool:
    if a != a and b != b:  # both NaN
        return True
    return cmath.isclose(a, b, rel_tol=relative, abs_tol=ABSOLUTE_TOLERANCE)


def close(a: Any, b: Any, relative: float = DEFAULT_RELATIVE_TOLERANCE) -> bool:
    """Equal, with numbers compared to a relative tolerance (looser for 16-bit floats).

    >>> close([1.0, [2.000001]], [1, [2.0]]), close([1.0], [1.1]), close([1], [1, 2])
    (True, False, False)
    >>> close(KernelFloats("float32", (2,), [1.0, float("nan")]), [1.000001, float("nan")])
    True
    >>> close(KernelFloats("float32", (2,), [1.0, 2.0]), KernelFloats("float32", (1, 2), [[1.0, 2.0]]))
    False
    """
    if isinstance(a, KernelFloats) or isinstance(b, KernelFloats):
        tolerance = max(x.relative_tolerance for x in (a, b) if isinstance(x, KernelFloats))
        unpack = lambda x: x.values if isinstance(x, KernelFloats) else x  # noqa: E731
        return close(unpack(a), unpack(b), tolerance)
    numbers = (int, float, complex)
    if isinstance(a, numbers) and isinstance(b, numbers) and not isinstance(a, bool) and not isinstance(b, bool):
        return _numbers_close(a, b, relative)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y, relative) for x, y in zip(a, b, strict=False))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k], relative) for k in a)
    return a == b


def shown(value: Any) -> str:
    """A result as text, cut short when long.

    >>> shown(list(range(200))).endswith("… (890 characters in all)")
    True
    """
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else f"{text[:MAX_SHOWN]} … ({len(text)} characters in all)"


def reason_line(message: str) -> str:
    """The line of an error message that says what went wrong, whatever the framework wrapped it in.

    TensorFlow's "in user code:" header: the exception line under the frames, not a ``Note:`` after it;
    its "Graph execution error:": the kernel's reason above ``[[{{node ...}}]]``; TorchScript's "The
    following operation failed in the TorchScript interpreter.": the exception below its traceback.

    >>> reason_line("in user code:\\n\\n    File x, line 3, in f  *\\n        for i in n:\\n\\n    ValueError: bad\\n    Note: tried\\n")
    'ValueError: bad'
    >>> reason_line("Graph execution error:\\n\\nDetected at node G defined at (most recent call last):\\n  File x, line 3, in f\\n\\n"
    ...         "indices = 5 is not in [0, 2)\\n\\t [[{{node G}}]] [Op:__inference_f_11]")
    'indices = 5 is not in [0, 2)'
    >>> reason_line("The following operation failed in the TorchScript interpreter.\\nTraceback of TorchScript (most recent call last):\\n"
    ...         "  File x, line 3, in mm\\n    return x @ y\\n           ~~~~~ <--- HERE\\nRuntimeError: inconsistent size\\n")
    'RuntimeError: inconsistent size'
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
    if lines[0].startswith("The following operation failed in the TorchScript interpreter."):
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
    return bool(_SPECIALISED.search(behaviour))


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
        return Run(f"error {one_line(type(exc).__name__, str(exc))}", ("error", type(exc).__name__))
    return Run(shown(value), ("value", value))


_first_calls: dict[str, Any] = {}  # the case and its fresh Python runs, made before any converter saw it


def call_first(target: Any, inputs: Callable[[], Any]) -> None:
    """Run the case as plain Python on each input set now, before a converter runs its body (tracing, compiling),
    so that ``python:`` in ``behaviour.txt`` is what a fresh call returns even for a case that changes its module's state.
    """
    _first_calls.clear()
    runs = [run_once(target, arguments) for arguments in as_input_sets(inputs())]
    _first_calls.update(target=target, runs=runs)


def _python_run(run: Callable[..., Any], index: int) -> Run | None:
    """The fresh run :func:`call_first` made of this callable on set ``index``, if it made one."""
    runs = _first_calls.get("runs", [])
    return runs[index] if _first_calls.get("target") is run and index < len(runs) else None


def _block(
    fresh: Callable[[], tuple[Any, ...]], runners: dict[str, Callable[..., Any] | None], index: int
) -> tuple[list[str], list[str]]:
    """The result lines of every runner on fresh copies of one input set, and the runners whose result is not the first's."""
    lines: list[str] = []
    results: list[tuple[str, Any]] = []
    differ: list[str] = []
    for name, run in runners.items():
        if run is None:
            lines.append(f"{name}: not converted (see error.txt)")
            continue
        outcome = (name == "python" and _python_run(run, index)) or run_once(run, fresh())
        lines.append(f"{name}: {outcome.text}")
        if results and not close(list(outcome.result), list(results[0])):
            differ.append(name)
        results.append(outcome.result)
    return lines, differ


def _input_set(inputs: Callable[[], Any], index: int) -> tuple[Any, ...]:
    """A fresh copy of input set ``index``."""
    return as_input_sets(inputs())[index]


def verdict_line(differ: list[str], not_compared: list[str], unconverted: list[str]) -> str:
    """The verdict of a block, or of several: ``same`` only when every runner converted, ran converted and agreed.

    >>> verdict_line([], [], []), verdict_line(["torch.jit.trace"], ["torch.jit.script"], [])
    ('same', 'differs: torch.jit.trace; not compared: torch.jit.script')
    >>> verdict_line([], [], ["tf.function"])
    'ran unconverted: tf.function'
    """
    parts = {"differs": differ, "not compared": not_compared, "ran unconverted": unconverted}
    return "; ".join(f"{kind}: {', '.join(names)}" for kind, names in parts.items() if names) or "same"


def unconverted_line(runner: str, why: str) -> str:
    """The line saying a converter gave up on the case and ran it as plain Python.

    >>> unconverted_line("tf.function", "UnsupportedLanguageElementError: for/else statement not yet supported")
    'tf.function ran the case unconverted, as plain Python: UnsupportedLanguageElementError: for/else statement not yet supported'
    """
    return f"{runner} ran the case unconverted, as plain Python: {why}"


def run_all(
    inputs: Callable[[], Any],
    runners: dict[str, Callable[..., Any] | None],
    specialised: dict[str, str] | None = None,
    unconverted: dict[str, str] | None = None,
) -> str:
    """Run each callable on fresh copies of each input set; report each result and whether they all agree with the first.

    ``inputs`` builds one set (a tuple of arguments) or several (a list of tuples).
    A runner of ``None`` is a conversion that failed: it is listed, not compared.
    ``specialised`` names the runners specialised to the first set, with why. ``unconverted``
    names the runners that ran the case as plain Python (AutoGraph's fallback), with why; it is
    read once every set has run, so a runner may fill it as it runs. A runner named ``python``
    that :func:`call_first` already ran is not run again: its fresh result is shown.

    >>> print(run_all(lambda: (2,), {"python": lambda x: x * 2, "converted": lambda x: x * 2.0}), end="")
    inputs: [2]
    python: 4
    converted: 4.0
    same
    >>> print(run_all(lambda: (2,), {"python": lambda x: x, "converted": lambda x: 1 / 0, "other": None}), end="")
    inputs: [2]
    python: 2
    converted: error ZeroDivisionError: division by zero
    other: not converted (see error.txt)
    differs: converted; not compared: other

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
    """
    shown_sets = as_input_sets(inputs())  # built before any run, as a runner may mutate its arguments
    lines = [
        specialised_line(name, why, len(shown_sets)) for name, why in (specialised or {}).items() if runners.get(name)
    ]
    not_compared = [name for name, run in runners.items() if run is None]
    differ: dict[str, list[str]] = {}
    blocks: list[tuple[list[str], list[str]]] = []
    for index, arguments in enumerate(shown_sets):
        label = "inputs" if len(shown_sets) == 1 else f"inputs {index + 1}"
        block, differing = _block(functools.partial(_input_set, inputs, index), runners, index)
        blocks.append(([f"{label}: {shown(plain(arguments))}", *block], differing))
        for name in differing:
            differ.setdefault(name, []).append(str(index + 1))
    fell_back = {name: why for name, why in (unconverted or {}).items() if runners.get(name)}
    lines += [unconverted_line(name, why) for name, why in fell_back.items()]
    for block, differing in blocks:
        lines += [""] * bool(lines) + [*block, verdict_line(differing, not_compared, list(fell_back))]
    if len(shown_sets) > 1:
        overall = [f"{name} (inputs {', '.join(sets)})" for name, sets in differ.items()]
        lines += ["", verdict_line(overall, not_compared, list(fell_back))]
    return "\n".join(lines) + "\n"
