"""onnxscript ``@script`` driver: the ONNX function the case's Python becomes, the model made of it, and
``behaviour.txt``: the case run eagerly (op by op) against the model run by onnxruntime."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import onnxscript  # type: ignore[import-not-found]

from harness.convert.behaviour import Mapped, run_all
from harness.convert.common import Outputs, error_text, raising, recorded_warnings, with_warnings
from harness.convert.onnx.onnxtext import program_text
from harness.spec import CaseSpec

SNAPSHOT_RULES = {
    "onnxscript/*": (17, "ONNX functions and models: the case's own constants, as ONNX's printer prints them"),
}


def as_arrays(value: Any) -> Any:
    """An eager result as NumPy: onnxscript's ``Tensor`` wrapper as its array, tuples and lists item by item."""
    if isinstance(value, (tuple, list)):
        return type(value)(as_arrays(v) for v in value)
    inner = getattr(value, "value", None)
    return inner if isinstance(inner, np.ndarray) else value


def onnxruntime_runner(model: Any) -> Callable[..., Any]:
    """A runner of the model in onnxruntime on the CPU: its inputs by position, one output as itself, several as a
    tuple. The session is made at the first call, so that a model onnxruntime refuses is that runner's error."""

    def run(*arguments: Any) -> Any:
        import onnxruntime  # type: ignore[import-not-found]

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        session = onnxruntime.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
        names = [i.name for i in session.get_inputs()]
        results = session.run(None, {n: np.asarray(a) for n, a in zip(names, arguments, strict=True)})
        return results[0] if len(results) == 1 else tuple(results)

    return run


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """``onnxscript.script()`` on the case as written: ``function.txt`` (its ONNX function), ``model.txt`` (the
    model ``to_model_proto`` makes of it, the types from the annotations), and with inputs ``behaviour.txt``."""
    caught: list[str] = []
    outputs: Outputs = {}
    runner: Callable[..., Any] | None = None
    with recorded_warnings(caught):
        try:
            scripted = onnxscript.script()(target)
            function = scripted.to_function_proto()
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs["error.txt"] = error_text("script", exc)
        else:
            outputs["function.txt"] = program_text(function)
            try:
                model = scripted.to_model_proto()
            except Exception as exc:  # noqa: BLE001 - a function that makes no model is a result
                outputs["error.txt"] = error_text("to_model_proto", exc)
                runner = raising(exc)
            else:
                outputs["model.txt"] = program_text(model)
                runner = onnxruntime_runner(model)
        if spec.inputs is not None:
            runners: dict[str, Callable[..., Any] | None] = {
                "python": Mapped(target, as_arrays),
                "onnxruntime": None if runner is None else Mapped(runner, as_arrays),
            }
            outputs["behaviour.txt"] = run_all(spec.input_sets, runners)
    return with_warnings(outputs, caught)
