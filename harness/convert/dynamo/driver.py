"""Dynamo driver: every graph ``torch.compile`` captures, its graph breaks, and AOTAutograd's forward and backward graphs."""

from __future__ import annotations

import contextlib
import functools
import inspect
import logging
import os
import re
from collections.abc import Iterable, Iterator
from typing import Any

import torch
import torch._dynamo
from functorch.compile import make_boxed_func
from torch._dynamo.backends.common import aot_autograd

from harness.convert import notrun, rejection, traces
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, recorded_warnings, with_warnings
from harness.convert.dynamo import breaks
from harness.convert.dynamo.entry import ENTRY
from harness.convert.fxtext import numbered, readable, remember_counters, restore_counters, stable
from harness.convert.shapes import DYNAMIC
from harness.spec import CaseSpec

FULLGRAPH = ENTRY.setting("fullgraph") == "True"


BREAK_LOGGER = "torch._dynamo.symbolic_convert.__graph_breaks"
RECOMPILES_LOGGER = "torch._dynamo.guards.__recompiles"
LIMIT_LOGGER = "torch._dynamo.convert_frame"
# Dynamo's warning as it gives up compiling a function again and runs it as Python from then on (its first line).
_LIMIT = re.compile(r"^torch\._dynamo hit config\.\w+ \(\d+\)")
# A line of a recompilation's message: the guard one program held that failed, after its compile id, before the
# source comment Dynamo pads it with.
_FAILED_GUARD = re.compile(r"^- \d+/\d+: (?P<guard>.+?)(?:\s+# .*)?$")
_RECOMPILING = re.compile(r"^Recompiling function (?P<name>\S+)")


class Recompiles(logging.Handler):
    """Dynamo's recompilation log (``TORCH_LOGS=recompiles``): for each recompilation, the function and the guard
    that failed of each program it held for it."""

    def __init__(self) -> None:
        super().__init__()
        self.said: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.said.append(record.getMessage())

    def reasons(self) -> str:
        """What was said since last asked: ``f: guard; guard`` per recompilation."""
        found = []
        for message in self.said:
            head, *rest = message.splitlines() or [""]
            name = match["name"] if (match := _RECOMPILING.match(head)) else head
            guards = [m["guard"] for line in rest if (m := _FAILED_GUARD.match(line.strip()))]
            found.append(f"{name}: " + "; ".join(guards or [line.strip() for line in rest]))
        self.said.clear()
        return " | ".join(found)


class Limits(logging.Handler):
    """Dynamo's warning that a function hit its recompile limit (``torch._dynamo hit config.recompile_limit (8)``):
    from then on, a call its programs' guards refuse runs as plain Python, and Dynamo says nothing more."""

    def __init__(self) -> None:
        super().__init__()
        self.said = ""

    def emit(self, record: logging.LogRecord) -> None:
        if match := _LIMIT.match(record.getMessage()):
            self.said = match[0]


def counted(compiled: Any, recorder: DynamoRecorder, recompiles: Recompiles, limits: Limits) -> traces.Counted:
    """The compiled function, counting the graphs Dynamo handed the backend; a call that ran none of them once Dynamo
    hit its recompile limit ran as plain Python, for that reason."""

    def unconverted() -> str:
        ran, recorder.runs = recorder.runs, 0
        return limits.said if limits.said and not ran else ""

    return traces.Counted(compiled, lambda: (len(recorder.graphs), recompiles.reasons()), unconverted)


def tensors(value: Any) -> Iterable[torch.Tensor]:
    """Every tensor in a nested result."""
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from tensors(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from tensors(item)


def backward(result: Any) -> bool:
    """Run the backward pass of every output that requires grad; whether there was one."""
    needing = [t for t in tensors(result) if t.requires_grad]
    if needing:
        torch.autograd.backward([t.sum() for t in needing])
    return bool(needing)


class DynamoRecorder(logging.Handler):
    """A ``torch.compile`` backend that keeps what Dynamo and AOTAutograd captured, and runs it eagerly;
    as a handler of Dynamo's graph-break log, it keeps every graph break's message.
    """

    def __init__(self) -> None:
        super().__init__()
        self.graphs: list[torch.fx.GraphModule] = []
        self.breaks: list[str] = []
        self.forward: list[torch.fx.GraphModule] = []
        self.backward: list[torch.fx.GraphModule] = []
        self.runs = 0  # the graphs' runs, which a call made as a converted program

    def __call__(self, graph: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
        self.graphs.append(graph)
        aot = aot_autograd(fw_compiler=self._keep(self.forward), bw_compiler=self._keep(self.backward))
        program = aot(graph, example_inputs)

        @functools.wraps(program)
        def run(*arguments: Any) -> Any:
            self.runs += 1
            return program(*arguments)

        return run

    def emit(self, record: logging.LogRecord) -> None:
        self.breaks.append(record.getMessage())

    @staticmethod
    def _keep(into: list[torch.fx.GraphModule]) -> Any:
        def compiler(graph: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
            into.append(graph)
            return make_boxed_func(graph.forward)

        return compiler

    def outputs(self) -> Outputs:
        found = {"breaks.txt": breaks.render(len(self.graphs), self.breaks)}
        if self.graphs:
            found["graphs.py"] = numbered("graph", [readable(g) for g in self.graphs])
        if self.forward:
            found["aot_forward.py"] = numbered("forward graph", [readable(g) for g in self.forward])
        if self.backward:
            found["aot_backward.py"] = numbered("backward graph", [readable(g) for g in self.backward])
        return found


# Dynamo quotes a call's position by its file's bare name: `functools.lru_cache`-wrapped function at 'x.py:69'.
_QUOTED = re.compile(r"'(?P<name>[\w.-]+\.py):(?P<line>\d+)'")


def library_positions(text: str, case_file: str | None) -> str:
    """The text with each position Dynamo quotes by a bare file name (``'external_utils.py:69'``) that is not the
    case file's without its line: a library's line moves with each release (the case file's becomes a position in
    the case, as the normalizer makes every bare quote of it).

    >>> library_positions("function at 'external_utils.py:69'. at 'mine.py:12'", "/p/cases/mine.py")
    "function at 'external_utils.py'. at 'mine.py:12'"
    """
    own = os.path.basename(case_file) if case_file else None
    return _QUOTED.sub(lambda m: m[0] if m["name"] == own else f"'{m['name']}'", text)


def _case_file(target: Any) -> str | None:
    try:
        return inspect.getsourcefile(target if inspect.isroutine(target) else type(target))
    except (OSError, TypeError):
        return None


@contextlib.contextmanager
def listening(logger: str, handler: logging.Handler) -> Iterator[None]:
    """The handler on the logger for the block only: a warm worker's next case starts with none of this one's."""
    logging.getLogger(logger).addHandler(handler)
    try:
        yield
    finally:
        logging.getLogger(logger).removeHandler(handler)


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Compile ``target`` with a recording backend, call it on the example inputs, and run the backward pass
    when an output requires grad. ``dynamic`` is the case's (``False`` unless ``@case(dynamic=True)``).
    """
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("torch.compile")
    caught: list[str] = []
    outputs: Outputs = {}
    recorder = DynamoRecorder()
    recompiles, limits = Recompiles(), Limits()
    torch._logging.set_logs(graph_breaks=True, recompiles=True)
    torch._dynamo.reset()
    with (
        recorded_warnings(caught),
        listening(BREAK_LOGGER, recorder),
        listening(RECOMPILES_LOGGER, recompiles),
        listening(LIMIT_LOGGER, limits),
    ):
        retraced = None
        step = "compile"
        try:
            compiled = torch.compile(target, backend=recorder, fullgraph=FULLGRAPH, dynamic=DYNAMIC.of(spec.options))
            retraced = counted(compiled, recorder, recompiles, limits)
            result = retraced.first(*inputs)  # the first set's call, as a user makes it: behaviour.txt's too
            step = "backward"
            backward(result)
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs[rejection.FILE] = rejection.of(step, exc)
        outputs.update(recorder.outputs())
        outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": target, "torch.compile": retraced})
        if rejection.FILE not in outputs:
            outputs.update(traces.written(retraced))
    case_file = _case_file(target)
    texts = {name: library_positions(text, case_file) for name, text in with_warnings(outputs, caught).items()}
    return stable(texts, target)


warm_up = remember_counters  # FX's counters, as the fork server forks children
reset = restore_counters  # and back between two cases of a warm worker
