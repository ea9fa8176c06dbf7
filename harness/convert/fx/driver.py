"""torch.fx driver: the code and graph ``symbolic_trace`` makes of a case."""

from __future__ import annotations

from typing import Any

import torch.fx

from harness.convert import rejection
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, recorded_warnings, with_warnings
from harness.convert.fxtext import code, remember_counters, restore_counters, stable
from harness.spec import CaseSpec


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Trace ``target`` (a function or an ``nn.Module`` instance) symbolically; no example inputs are needed."""
    caught: list[str] = []
    outputs: Outputs = {}
    traced = None
    with recorded_warnings(caught):
        try:
            traced = torch.fx.symbolic_trace(target)
            outputs["code.py"] = code(traced)
            outputs["graph.txt"] = f"{traced.graph}\n"
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs = {rejection.FILE: rejection.of("symbolic_trace", exc)}
            traced = None
        if spec.inputs is not None:
            outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": target, "torch.fx": traced})
    return stable(with_warnings(outputs, caught), target)


warm_up = remember_counters  # FX's counters, as the fork server forks children
reset = restore_counters  # and back between two cases of a warm worker
