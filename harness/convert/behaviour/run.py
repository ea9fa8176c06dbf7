"""``behaviour.txt`` written, in the child: the original and the converted function run on the same inputs."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from harness.convert.behaviour.text import (
    ERROR,
    NOT_CONVERTED,
    PYTHON,
    UNINITIALISED,
    one_line,
    specialised_line,
    unconverted_line,
    verdict_line,
)
from harness.convert.behaviour.values import DIFFERS, NOT_RENDERED, close, compared, plain, shown
from harness.convert.seeding import seed
from harness.spec import as_input_sets


@dataclass(frozen=True)
class Run:
    """One runner's outcome on one input set: the text after its name, and what is compared."""

    text: str
    result: tuple[str, Any]  # ("value", a plain result) or ("error", the exception's type name)


def run_once(run: Callable[..., Any], arguments: tuple[Any, ...]) -> Run:
    """Call ``run`` on ``arguments``, every random generator seeded alike (:func:`~harness.convert.seeding.seed`); an
    exception is a result too.

    >>> run_once(lambda x: 1 / x, (0,))
    Run(text='error ZeroDivisionError: division by zero', result=('error', 'ZeroDivisionError'))
    """
    seed()
    try:
        value = plain(run(*arguments))
    except Exception as exc:  # noqa: BLE001 - a failing run is a result
        return Run(f"{ERROR}{one_line(type(exc).__name__, str(exc))}", ("error", type(exc).__name__))
    return Run(shown(value), ("value", value))


_first_calls: dict[str, Any] = {}  # the case and its fresh Python calls, made before any converter saw it


def call_first(target: Any, inputs: Callable[[], Any]) -> None:
    """Call the case as plain Python on each input set now, before a converter runs its body (tracing, compiling),
    so that ``python:`` in ``behaviour.txt`` is what a fresh call returns even for a case that changes its module's state.
    """
    _first_calls.clear()
    runs = []
    for arguments in as_input_sets(inputs()):
        seed()
        try:
            value = target(*arguments)
            runs.append(run_once(functools.partial(_given, value), ()))  # shown now, before a converter mutates it
        except Exception as exc:  # noqa: BLE001 - a failing call is a result
            runs.append(run_once(functools.partial(_raise, exc), ()))
    _first_calls.update(target=target, runs=runs)


def _given(value: Any) -> Any:
    return value


def _raise(error: BaseException) -> Any:
    raise error


def _python_run(run: Callable[..., Any], index: int) -> Run | None:
    """The fresh call :func:`call_first` made of this runner's case on set ``index``, if it made one.

    >>> call_first(lambda x: x * 2, lambda: [(1,), (2,)])
    >>> case = _first_calls["target"]
    >>> _python_run(case, 1), _python_run(abs, 0)
    (Run(text='4', result=('value', 4)), None)
    >>> call_first(lambda n: (i for i in range(n)), lambda: (2,))
    >>> _python_run(_first_calls["target"], 0)  # a generator's items
    Run(text='[0, 1]', result=('value', [0, 1]))
    """
    runs = _first_calls.get("runs", [])
    if _first_calls.get("target") is not run or index >= len(runs):
        return None
    return runs[index]


def first_call(call: Callable[[], Any]) -> tuple[Run, Exception | None]:
    """A converter's first call of what it converted (``call``, with the case's first input set bound): its run, read
    at once (a later call may change what it returned), for :func:`run_all`'s ``first``; and what it raised, if any.

    >>> first_call(lambda: [1]), first_call(lambda: 1 / 0)[0]
    ((Run(text='[1]', result=('value', [1])), None), Run(text='error ZeroDivisionError: division by zero', result=('error', 'ZeroDivisionError')))
    """
    try:
        value = call()
    except Exception as exc:  # noqa: BLE001 - a failing call is a result
        return run_once(functools.partial(_raise, exc), ()), exc
    return run_once(functools.partial(_given, value), ()), None


def raised_by_the_case(case: Any, error: BaseException) -> bool:
    """Whether ``error``, raised as a converter first called the case on its first input set, is the case's own: its
    fresh Python call there (:func:`call_first`) raised it too, of the same kind and for the same reason.

    >>> call_first(lambda x: 1 / x, lambda: [(0,), (1,)])
    >>> case = _first_calls["target"]
    >>> raised_by_the_case(case, ZeroDivisionError("division by zero")), raised_by_the_case(case, ValueError("x"))
    (True, False)
    >>> raised_by_the_case(abs, ZeroDivisionError("division by zero"))
    False
    """
    python = _python_run(case, 0)
    converted = run_once(functools.partial(_raise, error), ())
    return python is not None and python.result[0] == "error" and python.text == converted.text


@dataclass
class _Block:
    """One input set's lines, the runners whose result is not the first's, and those a guard refused, with why."""

    lines: list[str]
    differ: list[str]
    refused: dict[str, str]
    unsettled: list[str]  # runners that differ from a Python whose own second call differs from its first
    uninitialised: list[str] = field(default_factory=list)  # runners not compared with a Python result of garbage
    changed: list[str] = field(default_factory=list)  # runners whose later call differs from their own first
    unrendered: list[str] = field(default_factory=list)  # runners that agree but where a value is not rendered


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
    first: dict[str, Run] | None = None,
) -> _Block:
    """Every runner on fresh copies of one input set; an error a runner's guard matches, on a set after the
    first, is that runner refusing inputs its conversion did not see: not a result, so not compared. Where
    Python's result read uninitialised memory (:func:`_uninitialised`), it is neither shown nor compared. A runner
    whose conversion called it on this set (``first``) shows that call, and is called again."""
    first = first or {}
    block = _Block([], [], {}, [])
    results: list[tuple[str, Any]] = []
    garbage = False
    for name, run in runners.items():
        if run is None:
            block.lines.append(f"{name}: " + (f"not run: {not_run[name]}" if name in not_run else NOT_CONVERTED))
            continue
        outcome = (name == PYTHON and _python_run(run, index)) or first.get(name) or run_once(run, fresh())
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
        verdict = compared(list(outcome.result), list(results[0])) if results else None
        if verdict == DIFFERS:
            block.differ.append(name)
        elif verdict == NOT_RENDERED:
            block.unrendered.append(name)
        results.append(outcome.result)
    for name, made in first.items():
        run = runners.get(name)
        if run is None or name in block.refused:
            continue
        again = run_once(run, fresh())
        if not close(list(again.result), list(made.result)):
            block.lines.append(f"{name}, called again: {again.text}")
            block.changed.append(name)
    python = runners.get(PYTHON)
    if (block.differ or block.changed) and python is not None and next(iter(runners)) == PYTHON:
        # The converters ran after Python's fresh call: a case whose own calls differ (random numbers, module
        # state) says nothing about them.
        again = run_once(python, fresh())
        if compared(list(again.result), list(results[0])) == DIFFERS:
            block.lines.append(f"python, called again: {again.text}")
            block.unsettled, block.differ, block.changed = [*block.differ, *block.changed], [], []
    return block


def _input_set(inputs: Callable[[], Any], index: int) -> tuple[Any, ...]:
    """A fresh copy of input set ``index``."""
    return as_input_sets(inputs())[index]


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
    first: dict[str, Run] | None = None,
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
    runs but not the plain call's, it read uninitialised memory, and is neither shown nor compared. ``first`` gives
    what a runner's conversion returned when it called it on the first set (a converter that compiles on a call):
    that call is the one shown, and the runner is called there again; where the second call returns another
    result than the first (a graph that keeps state from call to call) while Python's does not, it differs when
    called again.

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

    An object is compared by what it holds; a value the harness cannot render (a function) is never ``same``:

    >>> print(run_all(lambda: (2,), {"python": lambda x: [range(x), len], "converted": lambda x: [range(x), len]}), end="")
    inputs: [2]
    python: [range(0, 2), <not compared: a function, len>]
    converted: [range(0, 2), <not compared: a function, len>]
    not compared, as a value is not rendered: converted

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

    A converted function's first call (made as it was converted) is shown, then a second call that differs from it:

    >>> kept = []
    >>> def keeps(x):
    ...     kept.append(x)
    ...     return list(kept)
    >>> print(run_all(lambda: (0,), {"python": lambda x: [x], "graph": keeps}, first={"graph": run_once(keeps, (0,))}), end="")
    inputs: [0]
    python: [0]
    graph: [0]
    graph, called again: [0, 0]
    differs when called again: graph
    """
    shown_sets = as_input_sets(inputs())  # built before any run, as a runner may mutate its arguments
    not_compared = [name for name, run in runners.items() if run is None]
    blocks = [
        _block(
            functools.partial(_input_set, inputs, index),
            runners,
            index,
            guards or {},
            not_run or {},
            filled,
            (first or {}) if index == 0 else {},
        )
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
            block.differ,
            not_compared,
            list(fell_back),
            list(block.refused),
            block.unsettled,
            block.uninitialised,
            block.changed,
            block.unrendered,
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
            _per_runner(blocks, "changed"),
            _per_runner(blocks, "unrendered"),
        )
        lines += ["", overall]
    return "\n".join(lines) + "\n"
