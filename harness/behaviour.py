"""``behaviour.txt``: the original and the converted function run on the same inputs."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

SIGNIFICANT = 6
MAX_SHOWN = 400  # characters of a result shown; the comparison uses all of it


def plain(value: Any) -> Any:
    """A framework-free, rounded copy of a result, comparable with ``==``.

    >>> plain((1.23456789, [True, None], {"a": 2}))
    [1.23457, [True, None], {'a': 2}]
    """
    if hasattr(value, "detach"):  # torch.Tensor
        value = value.detach().cpu().numpy()
    elif hasattr(value, "numpy") and not isinstance(value, type):  # tf.Tensor
        value = value.numpy()
    if hasattr(value, "tolist"):  # numpy array or scalar
        value = value.tolist()
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, float):
        return float(f"{value:.{SIGNIFICANT}g}")
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if value is None or isinstance(value, (bool, int, str)):
        return value
    return f"<{type(value).__name__}>"


def close(a: Any, b: Any) -> bool:
    """Equal, with numbers compared to a relative tolerance of 1e-5.

    >>> close([1.0, [2.000001]], [1, [2.0]]), close([1.0], [1.1]), close([1], [1, 2])
    (True, False, False)
    """
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool | None):
        return math.isclose(a, b, rel_tol=1e-5, abs_tol=1e-6)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k]) for k in a)
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


def run_all(inputs: Callable[[], tuple[Any, ...]], runners: dict[str, Callable[..., Any] | None]) -> str:
    """Run each callable on fresh inputs; report each result and whether they all agree.

    A runner of ``None`` is a conversion that failed: it is listed, not compared.

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
    """
    lines = [f"inputs: {shown(plain(inputs()))}"]
    results = []
    for name, run in runners.items():
        if run is None:
            lines.append(f"{name}: not converted (see error.txt)")
            continue
        try:
            result = ["value", plain(run(*inputs()))]
            lines.append(f"{name}: {shown(result[1])}")
        except Exception as exc:  # noqa: BLE001 - a failing run is a result
            message = _summary(str(exc))
            result = ["error", type(exc).__name__]
            lines.append(f"{name}: error {type(exc).__name__}: {message}")
        results.append(result)
    lines.append("same" if all(close(r, results[0]) for r in results) else "differs")
    return "\n".join(lines) + "\n"
