"""TorchScript driver: code, graphs, schema, frontend AST and closure of a scripted case."""

from __future__ import annotations

import contextlib
import io
import os
import re
import warnings
import zipfile
from typing import Any

import torch
from torch._jit_internal import get_closure
from torch.jit import frontend
from torch.jit.frontend import get_jit_def

from harness.convert import rejection, saved
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, Patches, describe, recorded_warnings, used_names, with_warnings
from harness.convert.torchscript.saving import archive
from harness.convert.torchscript.views import BUILDER_CLASSES
from harness.spec import CaseSpec

_VALUE = re.compile(r"%\d+\b")  # inlined_graph renumbers the values of a copied graph
# The tracer's warning that a tensor became a Python value (or was iterated): the trace replays that value.
_SPECIALISED = re.compile(r"^([^.]+?) might cause the trace to be incorrect")
# TorchScript prints the case's double constants with 17 significant digits (0.10000000000000001).
# torch.nn's modules and functional: a TracerWarning raised there is one of their shape checks, not the case's branch.
# (One raised elsewhere in torch, as by Tensor.__format__, converts a value the case asked for.)
TORCH_NN_DIR = os.path.join(os.path.dirname(os.path.realpath(torch.__file__)), "nn")


def closure_text(fn: Any) -> str:
    """The case's own captured globals and free variables, one per line."""
    fn = getattr(fn, "__func__", fn)
    captured = get_closure(fn)
    lines = [f"{name} = {describe(captured[name])}" for name in sorted(used_names(fn.__code__)) if name in captured]
    return "\n".join(lines) + "\n" if lines else "(nothing captured)\n"


def saved_code(scripted: Any) -> str:
    """The TorchScript source of every class in the module's saved archive."""
    buffer = io.BytesIO()
    torch.jit.save(scripted, buffer)
    parts = []
    with zipfile.ZipFile(buffer) as archive:
        for name in sorted(archive.namelist()):
            if name.endswith(".py") and "/code/" in name:
                relative = name[name.index("/code/") + 1 :]
                parts.append(f"# {relative}\n{archive.read(name).decode('utf-8').rstrip()}\n")
    return "\n".join(parts)


class BuilderRecorder(Patches):
    """Within a ``with`` block, records which ``build_*`` methods of the frontend builders a conversion calls."""

    CLASSES = BUILDER_CLASSES

    def __init__(self) -> None:
        super().__init__()
        self.used: set[str] = set()

    def __enter__(self) -> BuilderRecorder:
        for class_name in self.CLASSES:
            cls = getattr(frontend, class_name, None)
            for name, attribute in list(vars(cls).items()) if cls else ():
                if name.startswith("build_"):
                    wrapper = type(attribute) if isinstance(attribute, (staticmethod, classmethod)) else None
                    function = attribute.__func__ if wrapper else attribute
                    recorded = self._recorded(f"{class_name}.{name}", function)
                    self.set(cls, name, wrapper(recorded) if wrapper else recorded)
        return self

    def _recorded(self, key: str, function: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            self.used.add(key)
            return function(*args, **kwargs)

        return call

    def text(self) -> str:
        return "\n".join(sorted(self.used)) + "\n"


def _callable_outputs(prefix: str, compiled: Any) -> Outputs:
    outputs = {
        f"{prefix}code.py": compiled.code,
        f"{prefix}graph.txt": str(compiled.graph),
        f"{prefix}schema.txt": f"{compiled.schema}\n",
    }
    inlined = str(compiled.inlined_graph)
    if _VALUE.sub("%", inlined) != _VALUE.sub("%", outputs[f"{prefix}graph.txt"]):
        outputs[f"{prefix}inlined_graph.txt"] = inlined
    return outputs


def _frontend_views(function: Any, name: str, outputs: Outputs, self_name: str | None = None) -> None:
    """``ast.txt`` (the frontend's tree of the function, as ``get_jit_def`` builds it) and ``closure.txt``, once
    ``torch.jit.script`` has accepted the case: a function the harness's own call cannot read (one torch reached
    another way) gives ``ast.txt`` that call's error, never the case's ``error.txt``."""
    try:
        outputs["ast.txt"] = f"{get_jit_def(function, name, self_name=self_name)}\n"
        outputs["closure.txt"] = closure_text(function)
    except Exception as exc:  # noqa: BLE001 - a view the frontend cannot build is an output of its own
        outputs["ast.txt"] = "get_jit_def failed\n" + rejection.of("ast", exc)


def _function(target: Any, outputs: Outputs) -> Any:
    scripted = torch.jit.script(target)
    _frontend_views(target, getattr(target, "__name__", type(target).__name__), outputs)
    outputs.update(_callable_outputs("", scripted))
    return scripted


def _module(target: torch.nn.Module, outputs: Outputs) -> Any:
    cls = type(target)
    scripted = torch.jit.script(target)
    if not isinstance(target, torch.jit.ScriptModule):  # a ScriptModule's class compiled its script methods already
        _frontend_views(cls.forward, "forward", outputs, self_name=cls.__name__)
    for method in sorted(scripted._c._method_names()):
        prefix = "" if method == "forward" else f"{method}."
        # A container's __len__ is compiled, but its Python attribute is the class's own method.
        outputs.update(_callable_outputs(prefix, scripted._c._get_method(method)))
    try:
        outputs["classes.py"] = saved_code(scripted)
    except Exception as exc:  # noqa: BLE001 - a module that scripts but cannot be saved is a result
        outputs["classes.py"] = "torch.jit.save failed\n" + rejection.of("save", exc)
    return scripted


def specialisation(tracer_warnings: list[tuple[str, str]], library: str = TORCH_NN_DIR) -> str:
    """Why a trace is specialised to its example inputs, from the TracerWarnings tracing raised ("" if it is not).

    Each warning is ``(message, file that raised it)``; those raised in ``library`` (``torch.nn``'s shape checks,
    such as ``InstanceNorm``'s) do not count: the case has no branch there that another input set could take.

    >>> specialisation([("Converting a tensor to a Python boolean might cause the trace to be incorrect. We can't ...", "/c/x.py"),
    ...                 ("Iterating over a tensor might cause the trace to be incorrect. Passing ...", "/c/x.py"),
    ...                 ("Converting a tensor to a Python boolean might cause the trace to be incorrect. We can't ...", "/c/x.py")])
    'Converting a tensor to a Python boolean; Iterating over a tensor'
    >>> specialisation([("Output nr 1. of the traced function does not match", "/c/x.py")])
    ''
    >>> specialisation([("Converting a tensor to a Python boolean might cause the trace to be incorrect.", "/lib/torch/nn/functional.py")],
    ...                library="/lib/torch/nn")
    ''
    """
    inside = os.path.realpath(library) + os.sep
    own = (message for message, filename in tracer_warnings if not os.path.realpath(filename).startswith(inside))
    reasons = (_SPECIALISED.match(message) for message in own)
    return "; ".join(dict.fromkeys(reason[1] for reason in reasons if reason))


def _traced(target: Any, inputs: tuple[Any, ...], outputs: Outputs) -> Any:
    try:
        traced = torch.jit.trace(target, inputs)
        code, graph = traced.code, str(traced.graph)
    except Exception as exc:  # noqa: BLE001 - a trace-time rejection is a result too
        outputs["trace_graph.txt"] = "tracing failed\n" + rejection.of("trace", exc)
        return None
    outputs["trace_code.py"] = code
    outputs["trace_graph.txt"] = graph
    return traced


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Script ``target`` (a function or an ``nn.Module`` instance) and record what TorchScript made.

    With example inputs that are all tensors, the traced code and graph are recorded too (traced with the
    first input set); a TracerWarning that the trace may not generalise marks it specialised in ``behaviour.txt``.
    """
    caught: list[str] = []
    builders = BuilderRecorder()
    outputs: Outputs = {}
    runners: dict[str, Any] = {"python": target, "torch.jit.script": None}
    specialised: dict[str, str] = {}
    with recorded_warnings(caught) as live, builders:
        try:
            script = _module if isinstance(target, torch.nn.Module) else _function
            runners["torch.jit.script"] = script(target, outputs)
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs = {rejection.FILE: rejection.of("script", exc)}
        outputs["builders.txt"] = builders.text()
        inputs = spec.example_inputs()
        if inputs and all(isinstance(value, torch.Tensor) for value in inputs):
            before = len(live)
            traced = _traced(target, inputs, outputs)
            if traced is not None:
                runners["torch.jit.trace"] = traced
                tracer = [
                    (str(w.message), w.filename)
                    for w in live[before:]
                    if issubclass(w.category, torch.jit.TracerWarning)
                ]
                specialised = {"torch.jit.trace": why} if (why := specialisation(tracer)) else {}
        if inputs is not None:
            outputs[BEHAVIOUR] = run_all(spec.input_sets, runners, specialised)
    if runners["torch.jit.script"] is not None:  # after the outputs: saving adds no warning nor builder to them
        with contextlib.suppress(Exception), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            saved.keep(archive(runners["torch.jit.script"]))  # a module that cannot be saved says so in classes.py
    return with_warnings(outputs, caught)


def warm_up() -> None:
    """Script and run one tiny function in the fork server: each child then skips the interpreter's first-run set-up.

    It uses only integers, so no tensor thread pool starts before the server forks.
    """

    def count(n: int) -> int:
        total = 0
        for i in range(n):
            total += i
        return total

    torch.jit.script(count)(3)


def reset() -> None:
    """Between two cases of a warm worker: forget what TorchScript compiled, as a fresh child has not seen it.

    A new compilation unit (else a function or class compiled again, from the case file imported again, is
    renamed ``___torch_mangle_N``), and empty caches of module types and compiled functions (else
    ``builders.txt`` misses the frontend builders that ``torch.nn``'s modules compiled once used).
    """
    import torch.jit._recursive
    import torch.jit._state
    import torch.jit._trace

    unit = torch._C.CompilationUnit()
    for module in (torch.jit._state, torch.jit._recursive, torch.jit._trace):
        if hasattr(module, "_python_cu"):
            module._python_cu = unit  # each module took the name at its import
    torch.jit._recursive.concrete_type_store = torch.jit._recursive.ConcreteTypeStore()
    torch.jit._state._clear_class_state()
    torch.jit._state._jit_caching_layer.clear()
    torch.jit._state._jit_function_overload_caching.clear()
