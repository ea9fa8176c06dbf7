"""Dynamo driver: every graph ``torch.compile`` captures, its graph breaks, and AOTAutograd's forward and backward graphs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import torch
import torch._dynamo
from functorch.compile import make_boxed_func
from torch._dynamo.backends.common import aot_autograd

from harness.behaviour import run_all
from harness.convert.common import Outputs, error_text, recorded_warnings, with_warnings
from harness.convert.fxtext import backward, not_run, numbered, readable, stable
from harness.frameworks import CONVERTERS
from harness.spec import CaseSpec

FULLGRAPH = CONVERTERS["dynamo"].setting("fullgraph") == "True"
SNAPSHOT_RULES = {"dynamo/*": (17, "graphs and break reasons: the case's own constants, as Python prints them")}


@dataclass
class Recorder:
    """A ``torch.compile`` backend that keeps what Dynamo and AOTAutograd captured, and runs it eagerly."""

    graphs: list[torch.fx.GraphModule] = field(default_factory=list)
    breaks: list[Any] = field(default_factory=list)  # GraphCompileReason of each graph that ended in a break
    forward: list[torch.fx.GraphModule] = field(default_factory=list)
    backward: list[torch.fx.GraphModule] = field(default_factory=list)

    def __call__(self, graph: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
        self.graphs.append(graph)
        reason = getattr(graph, "compile_subgraph_reason", None)
        if reason is not None and reason.graph_break:
            self.breaks.append(reason)
        aot = aot_autograd(fw_compiler=self._keep(self.forward), bw_compiler=self._keep(self.backward))
        return aot(graph, example_inputs)

    @staticmethod
    def _keep(into: list[torch.fx.GraphModule]) -> Any:
        def compiler(graph: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
            into.append(graph)
            return make_boxed_func(graph.forward)

        return compiler

    def breaks_text(self) -> str:
        """The number of graphs and of breaks, then each break's reason and the user frames it happened in."""
        lines = [f"graphs: {len(self.graphs)}", f"graph breaks: {len(self.breaks)}"]
        for number, reason in enumerate(self.breaks, start=1):
            first, *rest = str(reason.reason).strip().splitlines() or [""]
            lines += ["", f"{number}. {first}"]
            lines += [f"   at {frame.filename}:{frame.lineno} in {frame.name}" for frame in reason.user_stack or ()]
            lines += [f"   {line}".rstrip() for line in rest]
        return "\n".join(lines) + "\n"

    def outputs(self) -> Outputs:
        found = {"breaks.txt": self.breaks_text()}
        if self.graphs:
            found["graphs.py"] = numbered("graph", [readable(g) for g in self.graphs])
        if self.forward:
            found["aot_forward.py"] = numbered("forward graph", [readable(g) for g in self.forward])
        if self.backward:
            found["aot_backward.py"] = numbered("backward graph", [readable(g) for g in self.backward])
        return found


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Compile ``target`` with a recording backend, call it on the example inputs, and run the backward pass
    when an output requires grad. ``dynamic`` is the case's (``False`` unless ``@case(dynamic=True)``).
    """
    inputs = spec.example_inputs()
    if inputs is None:
        return not_run("torch.compile")
    caught: list[str] = []
    outputs: Outputs = {}
    recorder = Recorder()
    torch._dynamo.reset()
    compiled = torch.compile(target, backend=recorder, fullgraph=FULLGRAPH, dynamic=spec.dynamic)
    with recorded_warnings(caught):
        try:
            backward(compiled(*inputs))
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs["error.txt"] = error_text("compile", exc)
        outputs.update(recorder.outputs())
        outputs["behaviour.txt"] = run_all(spec.example_inputs, {"python": target, "torch.compile": compiled})
    return stable(with_warnings(outputs, caught), target)
