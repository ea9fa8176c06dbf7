"""A framework-free converter for the harness's own tests: its outputs are derived from the case's source.

Register it in a project with ``harness_converters = harness.testing.echo:ECHO``.
A line ``echo: KNOB`` in a case's docstring makes the conversion misbehave:
``reject`` (the converter raises, giving ``error.txt``), ``crash`` (SIGSEGV),
``abort`` (SIGABRT), ``hang`` (sleeps for an hour), ``random`` (a different
``random.txt`` on every run), ``bug`` (the driver itself raises, outside any step it guards), ``miscall`` (a guarded step calls the harness
wrongly: a ``TypeError`` in the harness's own frame), ``nomodule`` (a guarded step imports a module the environment
lacks), each of which fails in the harness and records nothing,
``leak`` (``leak.txt`` counts the conversions its process made: 1 in a fresh child, more in a warm worker,
state no ``reset()`` clears), ``cache`` (``cache.txt`` counts the entries of a cache that ``reset()`` clears,
as a driver clears its framework's caches between two warm cases: always 1), ``environ`` (``environ.txt`` lists
the ``ECHO_`` variables the conversion sees, as a framework reads its own: they join echo's cache key, and its
fork server pins ``ECHO_PINNED=1``);
and its ``behaviour.txt``: ``differs`` (the "converted" run returns another
result), ``unconverted`` (it says it ran the case as plain Python), ``reject``
(its run is listed as not converted), ``trace`` (the conversion calls the case
on its first input set, as a tracer does), ``guard`` (the converted run refuses
any input set but the first, as a traced program's guard does).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import re
import signal
import textwrap
import time
from collections.abc import Callable
from typing import Any

from harness.convert import rejection
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs
from harness.spec import CaseSpec, as_input_sets

KNOB = re.compile(r"^\s*echo:\s*(\w+)\s*$", re.M)
GUARD = re.compile(r"AssertionError: Guard failed: ")
_conversions: list[str] = []  # every case this process converted: what leaks from case to case in one process
_cache: dict[str, str] = {}  # what reset() clears


def reset() -> None:
    """Between two cases of a warm worker: clear echo's cache (never its count of conversions, which leaks)."""
    _cache.clear()


def _misbehave(knob: str) -> None:
    if knob == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif knob == "abort":
        os.abort()
    elif knob == "hang":
        time.sleep(3600)
    elif knob == "reject":
        raise ValueError("echo rejects this case, as its docstring asks")
    elif knob == "bug":
        raise RuntimeError("echo's driver fails outside its guarded steps, as its docstring asks")
    elif knob == "miscall":
        as_input_sets(5)
    elif knob == "nomodule":
        importlib.import_module("echo_absent_companion")


def knobs(docstring: str) -> list[str]:
    """The ``echo: KNOB`` lines of a docstring.

    >>> knobs("Differs on every run.\\n\\necho: random"), knobs("Fine.")
    (['random'], [])
    """
    return KNOB.findall(docstring)


def _guarded(target: Callable[..., Any], first: tuple[Any, ...]) -> Callable[..., Any]:
    """The case, refusing any arguments but its first input set's, as an exported program's guard does."""

    def run(*arguments: Any) -> Any:
        if arguments != first:
            raise AssertionError(f"Guard failed: arguments == {first!r}")
        return target(*arguments)

    return run


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """The case's source, its AST, its constants, and its behaviour run twice (as the case and as the "converted" one)."""
    function: Callable[..., Any] = target if inspect.isroutine(target) else type(target)
    source = textwrap.dedent(inspect.getsource(function))
    outputs: Outputs = {}
    asked = knobs(inspect.getdoc(function) or "")
    _conversions.append(function.__name__)
    converted: Callable[..., Any] = target
    if "differs" in asked:
        converted = lambda *arguments: ("echo", target(*arguments))  # noqa: E731
    if "guard" in asked:
        converted = _guarded(target, spec.example_inputs() or ())
    unconverted = {"echo": "its docstring asks echo to run it as it is"} if "unconverted" in asked else {}
    try:
        for knob in asked:
            _misbehave(knob)
            if knob == "random":
                outputs["random.txt"] = os.urandom(8).hex() + "\n"
            if knob == "leak":
                outputs["leak.txt"] = f"{len(_conversions)} conversion(s) in this process\n"
            if knob == "environ":
                outputs["environ.txt"] = "".join(
                    f"{k}={v}\n" for k, v in sorted(os.environ.items()) if k.startswith("ECHO_")
                )
            if knob == "cache":
                _cache[function.__name__] = source
                outputs["cache.txt"] = f"{len(_cache)} cached\n"
            if knob == "trace" and spec.inputs is not None:
                target(*(spec.example_inputs() or ()))
    except (ValueError, TypeError, ImportError) as exc:
        outputs = {rejection.FILE: rejection.of("echo", exc)}
        if spec.inputs is not None:
            outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": target, "echo": None})
        return outputs
    outputs["source.py"] = source
    tree = ast.parse(source)
    outputs["ast.txt"] = ast.dump(tree, indent=1) + "\n"
    constants = sorted({repr(node.value) for node in ast.walk(tree) if isinstance(node, ast.Constant)})
    outputs["constants.txt"] = "".join(f"{constant}\n" for constant in constants)
    if spec.inputs is not None:
        outputs[BEHAVIOUR] = run_all(
            spec.input_sets, {"python": target, "echo": converted}, unconverted=unconverted, guards={"echo": GUARD}
        )
    return outputs
