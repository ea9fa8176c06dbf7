"""``behaviour.txt``: the original and the converted function run on the same inputs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SIGNIFICANT = 6


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


def run_all(inputs: Callable[[], tuple[Any, ...]], runners: dict[str, Callable[..., Any]]) -> str:
    """Run each callable on fresh inputs; report each result and whether they all agree.

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
    lines = [f"inputs: {plain(inputs())}"]
    results = []
    for name, run in runners.items():
        try:
            result = ("value", plain(run(*inputs())))
            lines.append(f"{name}: {result[1]!r}")
        except Exception as exc:  # noqa: BLE001 - a failing run is a result
            message = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
            result = ("error", type(exc).__name__)
            lines.append(f"{name}: error {type(exc).__name__}: {message}")
        results.append(result)
    lines.append("same" if all(r == results[0] for r in results) else "differs")
    return "\n".join(lines) + "\n"
