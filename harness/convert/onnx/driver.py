"""torch.onnx driver (``dynamo=True``): the ONNX program the exporter makes, the program its optimiser makes of
it, and ``behaviour.txt``: the case in Python against the program in onnxruntime.

Imported in torch's fork server, beside the other torch drivers, whatever the environment: onnx and onnxscript are
imported only when a case is converted, so that a torch without them still runs its other converters.
"""

from __future__ import annotations

import contextlib
import re
import warnings
from collections.abc import Callable
from typing import Any

import torch

from harness.convert import notrun, rejection, saved
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, exception_name, raising, recorded_warnings, refuse_fault, with_warnings
from harness.convert.fxtext import as_module, stable
from harness.convert.onnx.onnxtext import program_text
from harness.convert.onnx.saving import model_bytes
from harness.convert.torchshapes import dynamic_options, lacking, refuse_shapes_fault
from harness.spec import CaseSpec
from harness.textdiff import ANSI

# onnxruntime refusing an input whose size or dtype the exported program fixed to the first set's: specialised, as
# an exported program's guard on either is, not differing.
GUARD = re.compile(
    r"InvalidArgument: \[ONNXRuntimeError\] : 2 : INVALID_ARGUMENT : "
    r"(?:Got invalid dimensions for input|Unexpected input data type)"
)


def first_line(exc: BaseException) -> str:
    """An exception as one line: its class and the first line of its message, without terminal colours.

    >>> first_line(ValueError("bad\\n\\nmore")), first_line(KeyError())
    ('ValueError: bad', 'KeyError')
    """
    line = next((line.strip() for line in ANSI.sub("", str(exc)).splitlines() if line.strip()), "")
    return f"{exception_name(exc)}: {line}" if line else exception_name(exc)


def rejected(step: str, exc: BaseException) -> str:
    """The error snapshot: the step, the exporter's first line, and what it wraps (the exception it was raised from,
    torch.export's or a translation's), one line each; the exporter's advice and stack below are left out."""
    refuse_fault(exc)
    lines = [first_line(exc)]
    cause = exc.__cause__
    if cause is not None:
        lines.append(f"cause: {first_line(cause)}")
    return rejection.record(step, "\n".join(lines))


def without_weights(model: Any, names: set[str]) -> Any:
    """The model with the values of the initializers that are the module's parameters and buffers cleared: their
    type and shape stay, their numbers (an initialisation's random draw) go."""
    copy = type(model)()
    copy.CopyFrom(model)
    for initializer in copy.graph.initializer:
        if initializer.name in names:
            name, kind, dims = initializer.name, initializer.data_type, list(initializer.dims)
            initializer.Clear()
            initializer.name, initializer.data_type = name, kind
            initializer.dims.extend(dims)
    return copy


def outputs_runner(program: Any) -> Callable[..., Any]:
    """A runner of the program in onnxruntime (``ONNXProgram.__call__``), its flat outputs put back in the structure
    of the exported program's outputs (one tensor, a tuple, a dict)."""
    exported = getattr(program, "exported_program", None)
    spec = getattr(getattr(exported, "call_spec", None), "out_spec", None)

    def run(*arguments: Any) -> Any:
        flat = list(program(*arguments))
        if spec is not None:
            return torch.utils._pytree.tree_unflatten(flat, spec)
        return flat[0] if len(flat) == 1 else tuple(flat)

    return run


def warm_up() -> None:
    """Import the exporter's modules (onnx, onnxscript and its torchlib, without onnxruntime, whose import starts a
    thread) and export one tiny function in the fork server, so that no child pays their first use: measured, that
    halves a child's export. Nothing it counts reaches a child: FX's count of generated modules is put back, as the
    other torch drivers remembered it."""
    try:
        import onnx.printer  # type: ignore[import-not-found]  # noqa: F401
        import onnxscript  # type: ignore[import-not-found]  # noqa: F401
    except ImportError:  # a torch without them: its other converters still run
        return
    loader = torch.fx.graph_module._loader
    next_id = loader.next_id

    def tiny(x: torch.Tensor) -> torch.Tensor:
        return x + 1

    try:
        torch.onnx.export(as_module(tiny).eval(), (torch.zeros(1),), dynamo=True, optimize=True, verbose=False)
    finally:
        loader.next_id = next_id


def filled(target: Any) -> Callable[..., Any]:
    """The case run with the memory torch allocates without initialising (``torch.empty``) filled (NaN, an integer's
    largest value: ``torch.utils.deterministic.fill_uninitialized_memory``, under deterministic algorithms that only
    warn), every setting put back after: where its result differs from a plain call's, that read uninitialised memory.
    """

    def run(*arguments: Any) -> Any:
        deterministic = torch.are_deterministic_algorithms_enabled()
        warn_only = torch.is_deterministic_algorithms_warn_only_enabled()
        fill = torch.utils.deterministic.fill_uninitialized_memory
        try:
            torch.use_deterministic_algorithms(True, warn_only=True)
            torch.utils.deterministic.fill_uninitialized_memory = True
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # deterministic algorithms' own, which say nothing of the case
                return target(*arguments)
        finally:
            torch.use_deterministic_algorithms(deterministic, warn_only=warn_only)
            torch.utils.deterministic.fill_uninitialized_memory = fill

    return run


def positional(inputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """The inputs as ``torch.onnx.export``'s ``args`` take them all as positional arguments: a trailing dict would be
    read as the keyword arguments, so an empty one follows it, as torch.onnx's documentation says.

    >>> positional((1, {"a": 2})), positional((1, 2))
    ((1, {'a': 2}, {}), (1, 2))
    """
    return (*inputs, {}) if inputs and isinstance(inputs[-1], dict) else inputs


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """``torch.onnx.export(module, inputs, dynamo=True, optimize=False)`` (a plain function runs as the ``forward``
    of a module, in eval mode), with every tensor dimension ``Dim.AUTO`` for ``@case(dynamic=True)``, as torch.export
    takes it: ``program.txt``; ``optimized.txt``, where the program's ``optimize()`` (torch 2.5's has none) changes
    it; rejections as ``error.txt``; ``behaviour.txt`` on every input set, where a Python result read from
    uninitialised memory is not compared."""
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("torch.onnx.export")
    missing = lacking(spec, torch.onnx.export, "torch.onnx.export")
    if missing:
        return notrun.release_lacks(missing)
    module = as_module(target)
    if module is not target:
        module.eval()  # the harness's own wrapper: no "training mode" warning of a module the case never made
    weights = {name for name, _ in module.state_dict().items()}
    caught: list[str] = []
    outputs: Outputs = {}
    runners: dict[str, Callable[..., Any] | None] = {"python": target, "torch.onnx": None}
    options = dynamic_options(spec, inputs)
    program = None
    with recorded_warnings(caught, target):
        try:
            program = torch.onnx.export(
                module, positional(inputs), dynamo=True, optimize=False, verbose=False, **options
            )
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            refuse_shapes_fault(exc, options)
            outputs[rejection.FILE] = rejected("export", exc)
        else:
            outputs["program.txt"] = program_text(without_weights(program.model_proto, weights))
            optimize = getattr(program, "optimize", None)  # torch 2.5's exporter has no optimiser step
            if optimize is not None:
                try:
                    optimize()
                except Exception as exc:  # noqa: BLE001 - a failing optimisation is a result
                    outputs["optimized.txt"] = "optimize failed\n" + rejected("optimize", exc)
                else:
                    optimized = program_text(without_weights(program.model_proto, weights))
                    if optimized != outputs["program.txt"]:
                        outputs["optimized.txt"] = optimized
            try:
                runners["torch.onnx"] = outputs_runner(program)
            except Exception as exc:  # noqa: BLE001 - a program that cannot run is a result
                runners["torch.onnx"] = raising(exc)
        outputs[BEHAVIOUR] = run_all(spec.input_sets, runners, guards={"torch.onnx": GUARD}, filled=filled(target))
    if program is not None:  # the model as optimised, after the outputs
        with contextlib.suppress(Exception):
            saved.keep(model_bytes(program.model_proto))
    return stable(with_warnings(outputs, caught), target)
