"""MindSpore driver: ``mindspore.jit(capture_mode="ast")`` in graph mode on CPU, the graph after each stage of its
pipeline as ``save_graphs`` dumps it, the validated graph, and the compiled function against Python (PyNative)."""

from __future__ import annotations

import contextlib
import inspect
import os
import re
import tempfile
import textwrap
from collections.abc import Callable, Iterator
from typing import Any

import mindspore as ms  # type: ignore[import-not-found]  # the lint environment has no MindSpore
import numpy as np

from harness.convert import notrun, rejection
from harness.convert.behaviour.run import first_call, raised_by_the_case, run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, recorded_warnings, with_warnings
from harness.convert.mindspore.irtext import Counters, case_lines, marker_lines, own_lines_dropped, pass_files, stage_of
from harness.converter import Decoration
from harness.spec import CaseSpec, marker_names

VALIDATED = "validate"  # the stage whose graph is the one MindSpore compiles for the backend
_OWN = (os.path.dirname(os.path.abspath(ms.__file__)),)
# What follows MindSpore's message in a rejection: where in its own C++ it was raised.
_CPP_STACK = re.compile(r"\n-+\n- C\+\+ Call Stack: \(For framework developers\)\n-+\n.*", re.S)
_CPP_SOURCE = re.compile(r"\s*\(?mindspore/ccsrc/[\w/.-]+:\d+[^\n]*")


def source_of(target: Any) -> str:
    """The case's source from its ``def`` or ``class`` line: the harness's ``@case`` above it is not MindSpore's input."""
    code = target if inspect.isfunction(target) else type(target)
    lines = textwrap.dedent(inspect.getsource(code)).splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.startswith(("def ", "class "))), 0)
    return "".join(lines[start:])


def stable(text: str, counters: Counters, case_file: str) -> str:
    """A dump or a message as it stays from run to run: MindSpore's own source lines dropped, the case's lines as
    positions in the case, counters renumbered, addresses masked."""
    return counters.renumber(case_lines(own_lines_dropped(text, _OWN), case_file))


def stages(folder: str) -> list[tuple[str, str]]:
    """The numbered stages ``save_graphs`` dumped in ``folder``, in the pipeline's order: (name, file)."""
    found = sorted((stage, name) for name in os.listdir(folder) if (stage := stage_of(name)))
    return [(stage[1], os.path.join(folder, name)) for stage, name in found]


def _reference(x: Any) -> Any:
    return x + 1


@contextlib.contextmanager
def graph_mode() -> Iterator[None]:
    """MindSpore in graph mode within the block, and in PyNative mode (plain Python, the fork server's) after it."""
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        yield
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def in_graph_mode(compiled: Callable[..., Any]) -> Callable[..., Any]:
    """``compiled``, each call of it made in graph mode, as it was compiled."""

    def call(*arguments: Any) -> Any:
        with graph_mode():
            return compiled(*arguments)

    return call


def pipeline() -> list[str]:
    """The stages of the pipeline, from a function that passes every one: where a case is rejected, the stages after
    the last one it reached."""
    with tempfile.TemporaryDirectory() as folder, graph_mode():
        _dumped(folder, ms.jit(_reference, capture_mode="ast"), (ms.Tensor(np.ones(1, np.float32)),))
        return [name for name, _ in stages(folder)]


def _dumped(folder: str, compiled: Any, inputs: tuple[Any, ...]) -> Any:
    """Call ``compiled`` with ``save_graphs`` writing into ``folder``; only this call's compilation is dumped."""
    ms.set_context(save_graphs=True, save_graphs_path=folder)
    try:
        return compiled(*inputs)
    finally:
        ms.set_context(save_graphs=False)


def message(exc: BaseException, counters: Counters, case_file: str, markers: set[str]) -> str:
    """A rejection's message without where in its C++ MindSpore raised it, its own source lines, nor the lines of the
    harness's marker it quotes above the case's ``def``."""
    text = _CPP_SOURCE.sub("", _CPP_STACK.sub("\n", str(exc)))
    text = "".join(line for line in text.splitlines(keepends=True) if line.rstrip("\n") not in markers)
    return stable(text.rstrip("\n"), counters, case_file)


def on_cpu(mode: int) -> None:
    """MindSpore in ``mode`` on CPU with one seed: every child builds a case's Cells with the same parameters."""
    ms.set_context(mode=mode)
    ms.set_device("CPU")
    ms.set_seed(0)


def warm_up() -> None:
    """PyNative mode on CPU and one seed, before the first fork: the case's own calls (``python:``) are plain Python,
    a Cell's ``construct`` run op by op, not compiled as graph mode compiles a Cell's call; the driver compiles in
    graph mode (:func:`graph_mode`). It compiles nothing: MindSpore's runtime starts threads on its first compilation."""
    on_cpu(ms.PYNATIVE_MODE)


def reset() -> None:
    """Between two cases of a warm worker: the seed as the fork server set it."""
    ms.set_seed(0)


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """``mindspore.jit`` the case (a Cell as a whole), compiled in graph mode for its first input set with
    ``save_graphs`` on; run the compiled function against Python on every input set, its first call on the first set
    the one it compiled for. An exception that call raises is a rejection unless the case's own Python call raised
    it too."""
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("mindspore.jit", "compiles for a call")
    outputs: Outputs = {}
    caught: list[str] = []
    counters = Counters()
    case_file = os.path.realpath(inspect.getsourcefile(target if inspect.isfunction(target) else type(target)) or "")
    with recorded_warnings(caught), tempfile.TemporaryDirectory() as folder:
        compiled: Any = ms.jit(target, capture_mode="ast")
        with graph_mode():
            made, error = first_call(lambda: _dumped(folder, compiled, inputs))
        failed = error is not None and not raised_by_the_case(target, error)
        if failed:
            compiled = None
        ran = [(name, stable(_read(path), counters, case_file)) for name, path in stages(folder)]
        listed = [name for name, _ in ran]
        if error is not None and failed:
            known = pipeline()
            after = known.index(listed[-1]) + 1 if listed and listed[-1] in known else len(listed)
            listed += known[after:]
            step = f"jit ({listed[len(ran)]})" if len(listed) > len(ran) else "jit"
            outputs[rejection.FILE] = rejection.record(
                step, f"{_name(error)}: {message(error, counters, case_file, _markers(target, case_file))}"
            )
        outputs.update(pass_files(source_of(target), listed, ran, failed))
        validated = [text for name, text in ran if name == VALIDATED]
        if validated:
            outputs["validated.ir"] = validated[0]
        runner = in_graph_mode(compiled) if compiled is not None else None
        first = {"mindspore.jit": made} if runner else {}
        outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": target, "mindspore.jit": runner}, first=first)
    return with_warnings(outputs, caught)


def decoration(decorated: Any) -> Decoration | None:
    """A case written ``@mindspore.jit`` (``@jit(...)``), as MindSpore's own tests write them: converted as the function
    it wraps; its options, none of which the harness reads, named as written where they are not ``jit``'s defaults.
    None for another decorator that keeps ``__wrapped__``."""
    if getattr(decorated, "__wrapped_by_jit__", False) is not True:
        return None
    return Decoration({}, tuple(f"{name}={value!r}" for name, value in jit_options(decorated).items()))


def jit_options(decorated: Any) -> dict[str, Any]:
    """The options a ``jit``-decorated function was given that are not a plain ``jit``'s, read from its closure: its
    ``JitConfig`` (``capture_mode="ast"``), or the PIJit context's configuration (``capture_mode="bytecode"``)."""
    cells = _closure(decorated)
    plain = _closure(ms.jit(_reference))
    defaults = plain["jit_config"].jit_config_dict
    if "jit_config" in cells:
        given = {**cells["jit_config"].jit_config_dict, "dynamic": cells.get("dynamic", 0)}
        defaults = {**defaults, "dynamic": plain.get("dynamic", 0)}
    else:
        config = dict(getattr(cells.get("self"), "config", {}))
        given = {"capture_mode": "bytecode", **config}
        defaults = {**defaults, "fullgraph": False}
    return {name: value for name, value in given.items() if defaults.get(name) != value}


def _closure(function: Any) -> dict[str, Any]:
    return dict(zip(function.__code__.co_freevars, (c.cell_contents for c in function.__closure__ or ()), strict=True))


def _markers(target: Any, case_file: str) -> set[str]:
    code = target if inspect.isfunction(target) else type(target)
    names = marker_names(vars(inspect.getmodule(code) or ms))
    return marker_lines(case_file, names, inspect.getsourcelines(code)[1]) if names else set()


def _read(path: str) -> str:
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def _name(exc: BaseException) -> str:
    rejection.of("jit", exc)  # raises HarnessFault where the exception is not MindSpore's
    kind = type(exc)
    return kind.__name__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
