"""Paddle driver: ``paddle.jit.to_static(full_graph=True)``, the code after each transformer, the converted code, the program."""

from __future__ import annotations

import copy
import inspect
import os
import re
import tempfile
from typing import Any

import paddle
from paddle.jit.dy2static import ast_utils, program_translator
from paddle.jit.dy2static import utils as dy2static_utils

from harness.convert import rejection
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, Patches, recorded_warnings, with_warnings
from harness.convert.paddle.transformers import Listed, TransformerWalk, pass_files, transformer_list
from harness.convert.shapes import DYNAMIC
from harness.spec import CaseSpec, marker_names, without_markers

CONVERTER = program_translator.DygraphToStaticAst


TRANSFORMED = "In transformed code:"
_ERROR_LINE = re.compile(r"^[\w.]*(?:Error|Exception|Interrupt|Exit)\b: ")


def rejected(step: str, exc: BaseException) -> str:
    """``error.txt``: Paddle puts where the error was first ("In transformed code:" and an excerpt) and the error
    itself last; its last line comes first here, so that the headline says what went wrong.

    >>> class E(Exception): ...
    >>> print(rejected("to_static", E("In transformed code:\\n\\n    File x\\n\\n    AttributeError: no relu\\n")), end="")
    step: to_static
    AttributeError: no relu
    <BLANKLINE>
    In transformed code:
    <BLANKLINE>
        File x
    >>> print(rejected("to_static", E("In transformed code:\\n    File x\\n    TypeError: bad\\n    1. a hint\\n")), end="")
    step: to_static
    TypeError: bad
    <BLANKLINE>
    In transformed code:
        File x
        1. a hint
    """
    message = str(exc)
    lines = message.rstrip().splitlines()
    if not message.startswith(TRANSFORMED) or len(lines) < 2:
        return rejection.of(step, exc)
    # The error is the last line that names one (Paddle may add numbered hints after it), else the last line.
    named = [i for i, line in enumerate(lines) if _ERROR_LINE.match(line.strip())]
    last = named[-1] if named else len(lines) - 1
    rest = lines[:last] + lines[last + 1 :]
    headline = lines[last].strip() if named else f"{type(exc).__qualname__}: {lines[last].strip()}"
    return rejection.record(step, f"{headline}\n\n" + "\n".join(rest).rstrip())


def scratch_folder() -> str:
    """Where Paddle writes each converted function's source: the child's own temporary folder, not the user's cache.

    Paddle's own choice is ``~/.cache/paddle/to_static_tmp/<pid>``, which nothing removes after a forked child.
    """
    folder = os.path.join(tempfile.gettempdir(), "paddle", "to_static_tmp", str(os.getpid()))
    os.makedirs(folder, exist_ok=True)
    return folder


def hide_generated(outputs: Outputs) -> Outputs:
    """The outputs with the temporary files Paddle wrote its converted code to named ``to_static_tmp/converted.py``:
    a message may name one by its path or by its random basename alone (a ``SyntaxError``)."""
    folder = scratch_folder()
    for name in sorted(os.listdir(folder), key=len, reverse=True):
        path = os.path.join(folder, name)
        outputs = {
            key: text.replace(path, "to_static_tmp/converted.py").replace(name, "converted.py")
            for key, text in outputs.items()
        }
    return outputs


class MarkersDropped(Patches):
    """Within a ``with`` block, every function Paddle's AST converter reads reaches its transformers without the
    harness's ``@case`` (named in ``markers``): Paddle's ``DecoratorTransformer`` re-applies a function's decorators
    inside the static program, and would apply the harness's there too."""

    def __init__(self, target: Any) -> None:
        super().__init__()
        self.markers = marker_names(vars(inspect.getmodule(target) or paddle))

    def __enter__(self) -> MarkersDropped:
        get_static_ast = CONVERTER.get_static_ast

        def dropped(converter: Any, root: Any) -> Any:
            without_markers(root, self.markers)
            return get_static_ast(converter, root)

        self.set(CONVERTER, "get_static_ast", dropped)
        return self


class TransformerRecorder(Patches):
    """Within a ``with`` block (around :class:`MarkersDropped`'s, so that it reads the source without them), records
    the source before Paddle's first transformer and after each one, for the first function converted (the case's;
    the functions it calls are converted later, when the program is built)."""

    def __init__(self) -> None:
        super().__init__()
        self.walk = TransformerWalk()
        self._recording = False

    def __enter__(self) -> TransformerRecorder:
        get_static_ast, apply = CONVERTER.get_static_ast, CONVERTER._apply

        def recorded_get_static_ast(converter: Any, root: Any) -> Any:
            first = self.walk.source is None
            if first:
                self.walk.source = ast_utils.ast_to_source_code(root)
            self._recording = first
            try:
                return get_static_ast(converter, root)
            finally:
                self._recording = False

        def recorded_apply(converter: Any, transformer: Any, node: Any, log_level: int) -> Any:
            if not self._recording:
                return apply(converter, transformer, node, log_level)
            self.walk.failed = transformer.__name__
            result = apply(converter, transformer, node, log_level)
            self.walk.failed = None
            self.walk.ran.append((transformer.__name__, ast_utils.ast_to_source_code(converter.root)))
            return result

        self.set(CONVERTER, "get_static_ast", recorded_get_static_ast)
        self.set(CONVERTER, "_apply", recorded_apply)
        self.set(dy2static_utils, "get_temp_dir", scratch_folder)
        return self


def listed_transformers() -> list[Listed]:
    """Paddle's transformer list, read from the installed Paddle's source: a release that adds, drops or reorders
    one shows up as a diff of ``passes.txt``."""
    return transformer_list(inspect.getsource(CONVERTER.transfer_from_node_type))


def input_spec(inputs: tuple[Any, ...]) -> list[Any]:
    """``InputSpec`` of each tensor input with a dynamic first (batch) dimension; other inputs as they are."""
    return [
        paddle.static.InputSpec([None, *value.shape[1:]], value.dtype)
        if isinstance(value, paddle.Tensor) and value.ndim
        else value
        for value in inputs
    ]


def static_function(target: Any, spec: CaseSpec) -> tuple[Any, Any, Any]:
    """The original to run, the converted callable, and its ``StaticFunction`` (a copy of a ``Layer`` is converted)."""
    inputs = spec.example_inputs()
    options: dict[str, Any] = {"full_graph": True}
    if DYNAMIC.of(spec.options) and inputs is not None:
        options["input_spec"] = input_spec(inputs)
    if isinstance(target, paddle.nn.Layer):
        converted = paddle.jit.to_static(copy.deepcopy(target), **options)
        return target, converted, converted.forward
    converted = paddle.jit.to_static(target, **options)
    return target, converted, converted


# Paddle's unique names (``__return_0``, ``linear_0``) and, from Paddle 3, its layers' names in a program
# (``struct_name:"/Linear_1/"``), as the fork server forks children.
_names: dict[str, Any] = {}


def warm_up() -> None:
    """Seed Paddle's generator once, before the first fork: every child then builds a case's Layers with the same
    parameters, so a branch on their values goes the same way in every conversion. Remember its names."""
    paddle.seed(0)
    names, framework = paddle.base.unique_name, paddle.base.framework
    _names.update(generator=names.generator, checker=names.dygraph_parameter_name_checker)
    _names.update({"struct": framework._name_struct} if hasattr(framework, "_name_struct") else {})
    _names.update(copy.deepcopy(_names))


def reset() -> None:
    """Between two cases of a warm worker: the generator and the names as the fork server forked them."""
    paddle.seed(0)
    if _names:
        fresh = copy.deepcopy(_names)
        paddle.base.unique_name.switch(fresh["generator"], fresh["checker"])
        if "struct" in fresh:
            paddle.base.framework._name_struct = fresh["struct"]


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Convert ``target`` with ``to_static(full_graph=True)``, recording each transformer; build its program with the
    example inputs, and run both on every input set."""
    outputs: Outputs = {}
    caught: list[str] = []
    recorder = TransformerRecorder()
    with recorded_warnings(caught), recorder, MarkersDropped(target):
        original, converted, function = static_function(target, spec)
        try:
            outputs["converted.py"] = function.code
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            step = f"transformers ({recorder.walk.failed})" if recorder.walk.failed else "to_static"
            outputs[rejection.FILE] = rejected(step, exc)
        outputs.update(pass_files(listed_transformers(), recorder.walk))
        inputs = spec.example_inputs()
        if inputs is not None and rejection.FILE not in outputs:
            try:
                concrete, _ = function.get_concrete_program(*inputs)
                outputs["program.txt"] = str(concrete.main_program)
            except Exception as exc:  # noqa: BLE001 - a rejection while building the program is a result too
                outputs[rejection.FILE] = rejected("get_concrete_program", exc)
        if inputs is not None:
            runner = None if "converted.py" not in outputs else converted
            outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": original, "to_static": runner})
    return hide_generated(with_warnings(outputs, caught))
