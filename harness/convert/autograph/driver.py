"""AutoGraph driver: the source after every step of the pipeline tf.function runs, then to_code's result."""

from __future__ import annotations

import functools
import inspect
import types
from collections.abc import Callable
from typing import Any

import tensorflow as tf
from tensorflow.python.autograph.core import converter, unsupported_features_checker
from tensorflow.python.autograph.impl import api
from tensorflow.python.autograph.pyct import parser, transpiler

from harness.convert import rejection, traces
from harness.convert.autograph.entry import FEATURES, INPUT_SIGNATURE, REDUCE_RETRACING
from harness.convert.autograph.passes import RENAME, PassLog, Skipped, pass_files
from harness.convert.autograph.pipeline import pipeline, walk
from harness.convert.autograph.tfgraph import concrete_graph
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.behaviour.text import one_line
from harness.convert.common import Outputs, Patches, raising, recorded_warnings, with_warnings
from harness.converter import Decoration
from harness.spec import CaseSpec

CONVERTERS_PACKAGE = "tensorflow.python.autograph.converters."


class PassRecorder(Patches):
    """Within a ``with`` block, wraps each step the conversion calls and records its output source."""

    def __init__(self) -> None:
        super().__init__()
        self.log = PassLog()
        self.ran: list[tuple[str, str]] = []
        self.options: Any = None  # the ConversionOptions the pipeline saw
        self.renamed: str | None = None

    def wrap(self, name: str, run: Callable[..., Any], *, check_only: bool = False) -> Callable[..., Any]:
        def recorded(node: Any, *args: Any, **kwargs: Any) -> Any:
            if self.log.source is None:
                self.log.source = _unparse(node)
            self.log.failed = name
            result = run(node, *args, **kwargs)
            self.log.failed = None
            self.ran.append((name, _unparse(node if check_only else result)))
            return result

        return recorded

    def __enter__(self) -> PassRecorder:
        """Hook every converter module the pipeline calls, wherever it calls them, and the rename after it."""
        for value in vars(api).values():
            converts = isinstance(value, types.ModuleType) and value.__name__.startswith(CONVERTERS_PACKAGE)
            if converts and hasattr(value, "transform"):
                short = value.__name__[len(CONVERTERS_PACKAGE) :]
                self.set(value, "transform", self.wrap(short, value.transform))
        checker = unsupported_features_checker
        self.set(checker, "verify", self.wrap("unsupported_features_checker", checker.verify, check_only=True))
        original = api.PyToTF.initial_analysis

        def initial_analysis(transpiler_: Any, node: Any, ctx: Any) -> Any:
            self.options = ctx.user.options
            return self.wrap("initial_analysis", lambda n: original(transpiler_, n, ctx))(node)

        self.set(api.PyToTF, "initial_analysis", initial_analysis)
        create = transpiler._PythonFnFactory.create

        def create_factory(factory: Any, nodes: Any, *args: Any, **kwargs: Any) -> Any:
            # PyToPy.transform_function calls this right after it renamed the transformed function.
            if self.renamed is None:
                self.renamed = _unparse(nodes)
            return create(factory, nodes, *args, **kwargs)

        self.set(transpiler._PythonFnFactory, "create", create_factory)
        return self

    def finish(self) -> PassLog:
        """The log in pipeline order: the steps that ran, the ones an off feature skipped, then the rename."""
        steps = pipeline(inspect.getsource(api.PyToTF.transform_ast))
        ran = [name for name, _ in self.ran] + ([self.log.failed] if self.log.failed else [])
        options = self.options or converter.ConversionOptions(optional_features=())
        complete = self.log.failed is None and self.log.source is not None
        order = walk(steps, ran, lambda feature: bool(options.uses(converter.Feature[feature])), complete)
        sources = [source for _, source in self.ran]
        for name, off in order:
            if off is None and not sources:
                break  # the step that failed: pass_files lists it
            self.log.steps.append((name, Skipped(off) if off else sources.pop(0)))
        if self.renamed is not None:
            self.log.steps.append((RENAME, self.renamed))
        return self.log


class FallbackRecorder(Patches):
    """Within a ``with`` block, records why ``tf.function`` ran the case itself unconverted (AutoGraph's fallback)."""

    def __init__(self, target: Any) -> None:
        super().__init__()
        self.target = target
        self.why: dict[str, str] = {}  # "tf.function" -> the error AutoGraph gave up on, once it has

    def __enter__(self) -> FallbackRecorder:
        original = api._fall_back_unconverted

        def fall_back(f: Any, args: Any, kwargs: Any, options: Any, exc: Exception) -> Any:
            if getattr(f, "__func__", f) is self.target:
                self.why.setdefault("tf.function", one_line(type(exc).__name__, str(exc)))
            return original(f, args, kwargs, options, exc)

        self.set(api, "_fall_back_unconverted", fall_back)
        return self


def _unparse(node: Any) -> str:
    return parser.unparse(node, include_encoding_marker=False)


def features_of(spec: CaseSpec) -> tuple[Any, ...] | None:
    """The case's optional features as ``Feature`` members; ``None`` (tf.function's default) when it asks for none."""
    if not FEATURES.of(spec.options):
        return None
    known = [feature.name for feature in converter.Feature]
    unknown = [name for name in FEATURES.of(spec.options) if name not in known]
    if unknown:
        raise ValueError(
            f"AutoGraph {tf.__version__} has no optional feature {', '.join(unknown)}; it has {', '.join(known)}"
        )
    return tuple(converter.Feature[name] for name in FEATURES.of(spec.options))


# tf.function's options the conversion does not take (keyword, the attribute its result keeps it in)
UNREAD = (
    ("autograph", "_autograph"),
    ("jit_compile", "_jit_compile"),
    ("experimental_attributes", "_attributes"),
)


def decoration(decorated: Any) -> Decoration | None:
    """A case that arrived as ``@tf.function(...)``: its ``input_signature``, its AutoGraph features and its
    ``reduce_retracing`` as the case's ``input_signature``, ``autograph_features`` and ``reduce_retracing``, and what else it was given, which the conversion leaves out; None
    when the case's decorator is not tf.function."""
    if not isinstance(decorated, tf.types.experimental.GenericFunction):
        return None
    options: dict[str, Any] = {}
    if decorated.input_signature is not None:
        options[INPUT_SIGNATURE.name] = tuple(decorated.input_signature)
    features = getattr(decorated, "_experimental_autograph_options", None)
    if features is not None:
        listed = features if isinstance(features, (tuple, list)) else (features,)
        options[FEATURES.name] = tuple(feature.name for feature in listed)
    if getattr(decorated, "_reduce_retracing", False):
        options[REDUCE_RETRACING.name] = True
    plain = tf.function(_identity)
    unread = [
        f"{keyword}={getattr(decorated, attribute)!r}"
        for keyword, attribute in UNREAD
        if getattr(decorated, attribute, None) != getattr(plain, attribute, None)
    ]
    return Decoration(options, tuple(unread))


def _identity(x: Any) -> Any:
    return x


def as_written(target: Any) -> Any:
    """What AutoGraph converts of a case: a Keras layer (an object whose class defines ``call``) through its ``call``,
    as torch's converters take a module's ``forward``; anything else as it is. ``to_code`` takes no layer, and
    ``tf.function(layer)`` would not convert its ``call``: Keras's own code is never converted."""
    if inspect.isroutine(target) or isinstance(target, type):
        return target
    return target.call if inspect.isfunction(getattr(type(target), "call", None)) else target


def _to_code(target: Any, features: Any) -> str:
    # A fresh transpiler: the module-level one caches per code object and would skip the passes.
    api._TRANSPILER = api.PyToTF()
    return tf.autograph.to_code(target, recursive=True, experimental_optional_features=features)


def retraced(function: Any, target: Any) -> traces.Counted:
    """The tf.function, counting its traces; the reason for a new one is each argument whose part of the traced input
    signature differs from the trace before (a tensor's spec, a Python value, which tf.function traces for)."""
    called_with: list[tuple[Any, ...]] = [()]
    signatures: list[dict[str, str]] = []

    def called(*arguments: Any) -> Any:
        called_with[0] = arguments
        return function(*arguments)

    def probe() -> tuple[int, str]:
        count = function.experimental_get_tracing_count()
        if count <= len(signatures):
            return count, ""
        try:  # the trace the call just made, from the cache: no trace again
            now = _signature_of(function.get_concrete_function(*called_with[0]), target)
        except Exception:  # noqa: BLE001 - a call that failed to trace says no more
            return count, ""
        before = signatures[-1] if signatures else now
        signatures.extend([now] * (count - len(signatures)))
        return count, "; ".join(
            f"{name}: {before.get(name)} -> {spec}" for name, spec in now.items() if before.get(name) != spec
        )

    return traces.Counted(called, probe)


def _signature_of(concrete: Any, target: Any) -> dict[str, str]:
    """A trace's input signature, argument by argument: ``{name: TensorSpec(...) or the Python value}``."""
    positional, named = concrete.structured_input_signature
    try:
        names = [p for p in inspect.signature(target).parameters]
    except (TypeError, ValueError):
        names = []
    names += [f"argument {i + 1}" for i in range(len(names), len(positional))]
    found = {name: str(spec) for name, spec in zip(names, positional, strict=False)}
    return found | {name: str(value) for name, value in sorted(named.items())}


def _graph(function: Any, inputs: tuple[Any, ...]) -> str:
    """``graph.txt``: the function traced with ``inputs`` (none: with its input signature), or why tracing failed."""
    try:
        return concrete_graph(function, inputs)
    except Exception as exc:  # noqa: BLE001 - a trace-time rejection is a result too
        return "tracing failed\n" + rejection.of("get_concrete_function", exc)


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """Run AutoGraph on ``target`` with the options tf.function uses (the case's features, if any), recording each step."""
    outputs: Outputs = {}
    try:
        features = features_of(spec)
    except ValueError as exc:
        return {rejection.FILE: rejection.of("options", exc)}
    signature = INPUT_SIGNATURE.of(spec.options)
    target, made = as_written(target), target
    recorder = PassRecorder()
    caught: list[str] = []
    with recorded_warnings(caught):
        try:
            with recorder:
                outputs["converted.py"] = _to_code(target, features)
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            step = (
                f"passes ({recorder.log.failed})"
                if recorder.log.failed
                else "to_code"
                if recorder.ran
                else "passes (loading)"
            )
            outputs[rejection.FILE] = rejection.of(step, exc)
        outputs.update(pass_files(recorder.finish()))
        inputs = spec.example_inputs()
        traced = functools.partial(tf.function, input_signature=signature, experimental_autograph_options=features)
        if inputs is None and signature is not None:  # the signature alone traces it; no value runs it
            outputs["graph.txt"] = _graph(traced(target), ())
        if inputs is not None:
            fallback = FallbackRecorder(getattr(target, "__func__", target))
            with fallback:
                outputs["graph.txt"] = _graph(traced(target), inputs)
                counted = None
                try:
                    counted = retraced(traced(target, reduce_retracing=REDUCE_RETRACING.of(spec.options)), target)
                    function: Callable[..., Any] = counted
                except Exception as exc:  # noqa: BLE001 - shown on the tf.function line of behaviour.txt
                    function = raising(exc)
                runners = {"python": made, "tf.function": function}
                outputs[BEHAVIOUR] = run_all(spec.input_sets, runners, unconverted=fallback.why)
                outputs.update(traces.written(counted))
    return with_warnings(outputs, caught)
