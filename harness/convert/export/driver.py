"""torch.export driver: the exported program, its signature and range constraints, and its core-ATen decomposition."""

from __future__ import annotations

import contextlib
import re
import warnings
from typing import Any

import torch

from harness.convert import notrun, rejection, saved
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, raising, recorded_warnings, with_warnings
from harness.convert.export.entry import ENTRY
from harness.convert.export.saving import archive
from harness.convert.fxtext import as_module, readable, remember_counters, restore_counters, stable
from harness.convert.torchshapes import RELEASE, accepts, dynamic_options, lacking, refuse_shapes_fault
from harness.spec import CaseSpec

STRICT = ENTRY.setting("strict") == "True"
# How an exported program refuses inputs unlike its example's (an int it fixed, a size it fixed), torch 2.11 to 2.14.
GUARD = re.compile(r"AssertionError: Guard failed: ")


def _argument(arg: Any) -> str:
    name = getattr(arg, "name", None)
    return name if name else f"constant {getattr(arg, 'value', arg)!r}"


def signature(graph_signature: Any) -> str:
    """One line per input and output spec: kind, argument, and the target it stands for; torch 2.1's signature,
    which has no specs, one line per field."""
    if not hasattr(graph_signature, "input_specs"):
        fields = sorted(name for name in vars(graph_signature) if not name.startswith("_"))
        return "".join(f"{name}: {getattr(graph_signature, name)!r}\n" for name in fields)
    lines = []
    for heading, specs in (("inputs", graph_signature.input_specs), ("outputs", graph_signature.output_specs)):
        lines.append(f"{heading}:")
        for spec in specs:
            line = f"  {spec.kind.name} {_argument(spec.arg)}"
            if spec.target is not None:
                line += f" target={spec.target}"
            if getattr(spec, "persistent", None) is not None:
                line += f" persistent={spec.persistent}"
            lines.append(line)
    return "\n".join(lines) + "\n"


def range_constraints(program: Any) -> str:
    """``symbol: VR[low, high]`` per symbolic dimension, in the program's order."""
    return "".join(f"{symbol}: {bounds}\n" for symbol, bounds in program.range_constraints.items())


def export_options(spec: CaseSpec, inputs: tuple[Any, ...]) -> dict[str, Any]:
    """The keywords ``torch.export.export`` takes here: ``strict`` where the release has it (torch 2.1's export is
    always strict), ``dynamic_shapes`` for a dynamic case."""
    options: dict[str, Any] = {"strict": STRICT} if accepts(torch.export.export, "strict") else {}
    return {**options, **dynamic_options(spec, inputs)}


def mode(options: dict[str, Any]) -> Outputs:
    """``mode.txt``, where the release cannot export as the converter's settings say (non-strict)."""
    if "strict" in options or STRICT:
        return {}
    return {
        "mode.txt": f"strict: torch.export in torch {RELEASE} has no strict= parameter; it always traces with Dynamo\n"
    }


def _program_outputs(program: Any) -> Outputs:
    outputs = {"program.py": readable(program.graph_module), "signature.txt": signature(program.graph_signature)}
    constraints = range_constraints(program)
    if constraints:
        outputs["range_constraints.txt"] = constraints
    if not hasattr(program, "run_decompositions"):  # torch 2.1: the program is already in ATen
        return outputs
    try:
        decomposed = readable(program.run_decompositions().graph_module)
    except Exception as exc:  # noqa: BLE001 - a failing decomposition is a result
        decomposed = "run_decompositions failed\n" + rejection.of("run_decompositions", exc)
    if decomposed != outputs["program.py"]:
        outputs["decomposed.py"] = decomposed
    return outputs


def _runnable(program: Any) -> Any:
    """``program.module()``, what behaviour.txt runs; where it cannot be made, a runner that raises why."""
    try:
        return program.module()
    except Exception as exc:  # noqa: BLE001 - a program that cannot run is a result
        return raising(exc)


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Export ``target`` (a plain function runs as the ``forward`` of a module) with the example inputs.

    With ``@case(dynamic=True)`` every tensor dimension is ``Dim.AUTO``. ``decomposed.py`` is
    written only where ``run_decompositions()`` changes the program. Where ``program.module()``
    fails, ``behaviour.txt`` says so on the ``torch.export`` line. Where a later input set fails one
    of the program's guards (export fixes int arguments and sizes to the first set's), it is specialised.
    """
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("torch.export")
    missing = lacking(spec, torch.export.export, "torch.export")
    if missing:
        return notrun.release_lacks(missing)
    options = export_options(spec, inputs)
    caught: list[str] = []
    outputs: Outputs = mode(options)
    runners: dict[str, Any] = {"python": target, "torch.export": None}
    program = None
    module = as_module(target)  # the harness's own step: what fails here is no rejection
    with recorded_warnings(caught):
        try:
            program = torch.export.export(module, inputs, **options)
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            refuse_shapes_fault(exc, options)
            outputs[rejection.FILE] = rejection.of("export", exc)
        else:
            outputs.update(_program_outputs(program))
            runners["torch.export"] = _runnable(program)
        outputs[BEHAVIOUR] = run_all(spec.input_sets, runners, guards={"torch.export": GUARD})
    if program is not None and hasattr(torch.export, "save"):  # after the outputs: saving strips its stack traces
        with contextlib.suppress(Exception), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            saved.keep(archive(program))
    return stable(with_warnings(outputs, caught), target)


warm_up = remember_counters  # FX's counters, as the fork server forks children
reset = restore_counters  # and back between two cases of a warm worker
