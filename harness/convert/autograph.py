"""AutoGraph driver: the source after every pass of the real pipeline, then to_code."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import tensorflow as tf
from tensorflow.python.autograph.core import converter, unsupported_features_checker
from tensorflow.python.autograph.impl import api
from tensorflow.python.autograph.pyct import parser

from harness.behaviour import run_all
from harness.convert.common import Outputs, error_text, recorded_warnings
from harness.convert.tfgraph import concrete_graph
from harness.passes import PassLog, pass_files
from harness.spec import CaseSpec

CONVERTERS_PACKAGE = "tensorflow.python.autograph.converters."
SNAPSHOT_RULES = {"autograph/converted.py": (17, "generated source: the case's float literals, by repr")}


class PassRecorder:
    """Wraps each pass the pipeline calls and records its output source."""

    def __init__(self) -> None:
        self.log = PassLog()
        self.active = False

    def wrap(self, name: str, run: Callable[..., Any], *, check_only: bool = False) -> Callable[..., Any]:
        def recorded(node: Any, *args: Any, **kwargs: Any) -> Any:
            if not self.active:
                return run(node, *args, **kwargs)
            if self.log.source is None:
                self.log.source = _unparse(node)
            self.log.failed = name
            result = run(node, *args, **kwargs)
            self.log.failed = None
            self.log.steps.append((name, _unparse(node if check_only else result)))
            return result

        return recorded

    def install(self) -> None:
        """Hook every converter module the pipeline calls, wherever it calls them."""
        for value in vars(api).values():
            if isinstance(value, types.ModuleType) and value.__name__.startswith(CONVERTERS_PACKAGE):
                if hasattr(value, "transform"):
                    short = value.__name__[len(CONVERTERS_PACKAGE):]
                    value.transform = self.wrap(short, value.transform)
        checker = unsupported_features_checker
        checker.verify = self.wrap("unsupported_features_checker", checker.verify, check_only=True)
        original = api.PyToTF.initial_analysis

        def initial_analysis(transpiler: Any, node: Any, ctx: Any) -> Any:
            return self.wrap("initial_analysis", lambda n: original(transpiler, n, ctx))(node)

        api.PyToTF.initial_analysis = initial_analysis


def _unparse(node: Any) -> str:
    return parser.unparse(node, include_encoding_marker=False)


def _to_code(target: Any, features: Any) -> str:
    # A fresh transpiler: the module-level one caches per code object and would skip the passes.
    api._TRANSPILER = api.PyToTF()
    return tf.autograph.to_code(target, recursive=True, experimental_optional_features=features)


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Run AutoGraph on ``target`` with every optional feature, then with tf.function's defaults."""
    recorder = PassRecorder()
    recorder.install()
    outputs: Outputs = {}
    caught: list[str] = []
    with recorded_warnings(caught):
        recorder.active = True
        try:
            _to_code(target, converter.Feature.ALL)
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs["error.txt"] = error_text(f"passes ({recorder.log.failed or 'loading'})", exc)
        finally:
            recorder.active = False
        outputs.update(pass_files(recorder.log))
        if "error.txt" not in outputs:
            try:
                outputs["converted.py"] = _to_code(target, None)
            except Exception as exc:  # noqa: BLE001
                outputs["error.txt"] = error_text("to_code", exc)
        inputs = spec.example_inputs()
        if inputs is not None:
            try:
                outputs["graph.txt"] = concrete_graph(target, inputs)
            except Exception as exc:  # noqa: BLE001 - a trace-time rejection is a result too
                outputs["graph.txt"] = "tracing failed\n" + error_text("get_concrete_function", exc)
            outputs["behaviour.txt"] = run_all(spec.example_inputs, {"python": target, "tf.function": tf.function(target)})
    if caught:
        outputs["warnings.txt"] = "\n".join(caught) + "\n"
    return outputs
