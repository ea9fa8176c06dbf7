"""onnxscript ``@script`` driver: the ONNX function the case's Python becomes, the model made of it, and
``behaviour.txt``: the case run eagerly (op by op) against the model run by onnxruntime."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import onnx  # type: ignore[import-not-found]
import onnxscript  # type: ignore[import-not-found]

from harness.convert import rejection, saved
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, recorded_warnings, with_warnings
from harness.convert.onnx.onnxtext import program_text
from harness.convert.onnxscript.source import relative_lines, script_call
from harness.spec import CaseSpec


def is_script(callee: Any) -> bool:
    """Whether a decorator's callee is onnxscript's ``script``."""
    return callee is onnxscript.script


def typed_from(model: Any, function: Callable[..., Any], arguments: tuple[Any, ...]) -> str | None:
    """Each input of the model that has no type (its parameter has no annotation) typed as the case's argument for
    it, as eager mode takes that argument: its NumPy dtype, any shape (onnxruntime refuses an untyped input).
    Why it could not be, for an argument that is no array, scalar or bool; else None."""
    bound = inspect.signature(function).bind_partial(*arguments).arguments
    for graph_input in model.graph.input:
        if graph_input.type.WhichOneof("value") is not None:
            continue
        value = bound.get(graph_input.name)
        dtype = np.asarray(value).dtype if isinstance(value, (np.ndarray, np.generic, bool, int, float)) else None
        try:
            element = onnx.helper.np_dtype_to_tensor_dtype(dtype) if dtype is not None else None
        except (KeyError, ValueError, TypeError):
            element = None
        if element is None:
            return (
                f"the model's input {graph_input.name} has no type (no annotation), and the case's argument for it "
                f"({type(value).__name__}) gives none"
            )
        graph_input.type.CopyFrom(onnx.helper.make_tensor_type_proto(element, shape=None))
    return None


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
    """``onnxscript.script(...)`` on the case as written, with the arguments of its own ``@script(...)`` if it was
    written with one: ``function.txt`` (its ONNX function), ``model.txt`` (the model ``to_model_proto`` makes of it,
    the types from the annotations, an unannotated input's from the case's first input set), and with inputs
    ``behaviour.txt``: the scripted function's eager mode (``OnnxFunction.__call__``) against the model in
    onnxruntime; where ``@script`` rejects the case, ``python:`` is the def itself, its ops run one by one."""
    caught: list[str] = []
    outputs: Outputs = {}
    runner: Callable[..., Any] | None = None
    not_run: dict[str, str] = {}
    written = script_call(target, is_script)
    eager: Callable[..., Any] = target
    with recorded_warnings(caught):
        try:
            scripted = onnxscript.script(*written.args, **written.kwargs)(target)
            function = scripted.to_function_proto()
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs[rejection.FILE] = relative_lines(rejection.of("script", exc), written.above)
        else:
            eager = scripted
            outputs["function.txt"] = program_text(function)
            try:
                model = scripted.to_model_proto()
            except Exception as exc:  # noqa: BLE001 - a function that makes no model is a result: nothing to run
                outputs[rejection.FILE] = rejection.of("to_model_proto", exc)
            else:
                sets = spec.input_sets()
                untyped = typed_from(model, target, sets[0]) if sets else None
                outputs["model.txt"] = program_text(model)
                if untyped is None:
                    runner = onnxruntime_runner(model)
                else:
                    not_run["onnxruntime"] = untyped
        if spec.inputs is not None:
            runners: dict[str, Callable[..., Any] | None] = {"python": eager, "onnxruntime": runner}
            outputs[BEHAVIOUR] = run_all(spec.input_sets, runners, not_run=not_run)
    if runner is not None:  # a model typed by its annotations: what a user serves
        saved.keep(model.SerializeToString())
    return with_warnings(outputs, caught)


def reset() -> None:
    """Between two cases of a warm worker: onnxscript's deprecation warnings warn once per process
    (``_warn_once``, an ``lru_cache``), so forget the ones given, as a fresh child has not seen them."""
    deprecation = sys.modules.get("onnxscript._internal.deprecation")
    warn_once = getattr(deprecation, "_warn_once", None)
    if warn_once is not None and hasattr(warn_once, "cache_clear"):
        warn_once.cache_clear()
