"""``behaviour.txt``: the original and the converted function run on the same inputs.

Snapshot rule: floats a framework kernel computed are never written, since
another CPU adds them in another order; they show as ``dtype[shape]`` and are
compared with a tolerance. Floats Python itself computed are written in full.
"""

from __future__ import annotations

import cmath
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
SNAPSHOT_RULES = {"*/behaviour.txt": (17, "only Python's own floats, written by repr; a kernel's floats show as dtype[shape]")}


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
    name = getattr(dtype, "name", None) or str(dtype).removeprefix("torch.")
    if getattr(dtype, "kind", "") in "fc" or name.startswith(("float", "bfloat", "complex")):
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


def _summary(message: str) -> str:
    """One line of an error message: its first, or its last after TensorFlow's "in user code:" header.

    >>> _summary("in user code:\\n\\n    File x\\n\\n    ValueError: bad\\n")
    'ValueError: bad'
    """
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    if not lines:
        return ""
    return lines[-1] if lines[0] == "in user code:" else lines[0]


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


def _block(fresh: Callable[[], tuple[Any, ...]], runners: dict[str, Callable[..., Any] | None]) -> tuple[list[str], bool]:
    """The result lines of every runner on fresh copies of one input set, and whether they all agree."""
    lines = []
    results = []
    for name, run in runners.items():
        if run is None:
            lines.append(f"{name}: not converted (see error.txt)")
            continue
        try:
            result = ["value", plain(run(*fresh()))]
            lines.append(f"{name}: {shown(result[1])}")
        except Exception as exc:  # noqa: BLE001 - a failing run is a result
            message = _summary(str(exc))
            result = ["error", type(exc).__name__]
            lines.append(f"{name}: error {type(exc).__name__}: {message}")
        results.append(result)
    return lines, all(close(r, results[0]) for r in results)


def run_all(
    inputs: Callable[[], Any],
    runners: dict[str, Callable[..., Any] | None],
    specialised: dict[str, str] | None = None,
) -> str:
    """Run each callable on fresh copies of each input set; report each result and whether they all agree.

    ``inputs`` builds one set (a tuple of arguments) or several (a list of tuples).
    A runner of ``None`` is a conversion that failed: it is listed, not compared.
    ``specialised`` names the runners specialised to the first set, with why.

    >>> print(run_all(lambda: (2,), {"python": lambda x: x * 2, "converted": lambda x: x * 2.0}), end="")
    inputs: [2]
    python: 4
    converted: 4.0
    same
    >>> print(run_all(lambda: (2,), {"python": lambda x: x, "converted": lambda x: 1 / 0}), end="")
    inputs: [2]
    python: 2
    converted: error ZeroDivisionError: division by zero
    differs

    Several sets give a block each, then the overall verdict and the sets that differ:

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
    differs
    <BLANKLINE>
    differs: inputs 2
    """
    shown_sets = as_input_sets(inputs())  # built before any run, as a runner may mutate its arguments
    lines = [specialised_line(name, why, len(shown_sets)) for name, why in (specialised or {}).items() if runners.get(name)]
    differ = []
    for index, arguments in enumerate(shown_sets):
        label = "inputs" if len(shown_sets) == 1 else f"inputs {index + 1}"
        lines += [""] * bool(lines) + [f"{label}: {shown(plain(arguments))}"]
        block, same = _block(lambda index=index: as_input_sets(inputs())[index], runners)
        lines += [*block, "same" if same else "differs"]
        differ += [] if same else [str(index + 1)]
    if len(shown_sets) > 1:
        lines += ["", f"differs: inputs {', '.join(differ)}" if differ else "same"]
    return "\n".join(lines) + "\n"
