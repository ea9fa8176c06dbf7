"""jax.jit driver: the jaxpr, the lowered StableHLO, the signature, and with ``dynamic`` the shape-polymorphic export.

Imported in the fork server before it forks: it must not start XLA's CPU client (its threads do not
survive ``fork``, and a child forked after it started hangs), so nothing here creates an array at import
and the driver has no ``warm_up``; each child starts the client on its first conversion.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import logging
import re
import string
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import jax
import jax.errors

from harness.convert import notrun, rejection, saved, traces
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, recorded_warnings, refuse_fault, with_warnings
from harness.convert.jax.decorators import at_def_lines
from harness.convert.jax.entry import ENTRY, STATIC_ARGNAMES
from harness.convert.jax.mlirtext import without_locations
from harness.convert.jax.saving import serialized, shapes_of
from harness.convert.shapes import DYNAMIC
from harness.converter import Decoration
from harness.spec import CaseSpec, DeclarationError, InputSet

jax.config.update("jax_enable_x64", ENTRY.setting("jax_enable_x64") == "True")
jax.config.update("jax_platforms", ENTRY.setting("jax_platforms"))


def rejected(step: str, exc: BaseException) -> str:
    """The error snapshot, naming a JAX error by its public name (``jax.errors.TracerBoolConversionError``).

    >>> rejected("jit", ValueError("bad"))
    'step: jit\\nValueError: bad\\n'
    """
    refuse_fault(exc)
    kind = type(exc)
    if getattr(jax.errors, kind.__name__, None) is kind:
        name = f"jax.errors.{kind.__name__}"
    elif kind.__module__ == "builtins":
        name = kind.__qualname__
    else:
        name = f"{kind.__module__}.{kind.__qualname__}"
    return rejection.record(step, f"{name}: {at_def_lines(str(exc))}")


def parameter_names(target: Callable[..., Any], count: int) -> list[str]:
    """The names of the first ``count`` positional parameters (``*args`` numbered).

    >>> parameter_names(lambda x, *rest: x, 3)
    ['x', 'rest[0]', 'rest[1]']
    """
    names: list[str] = []
    for parameter in inspect.signature(target).parameters.values():
        if parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            names += [f"{parameter.name}[{index}]" for index in range(count - len(names))]
        elif parameter.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD):
            names.append(parameter.name)
    return names[:count]


def static_positions(target: Callable[..., Any], static: Sequence[str]) -> tuple[int, ...]:
    """Where the static parameters stand among the positional ones: ``make_jaxpr`` takes positions only."""
    names = parameter_names(target, 10_000)
    unknown = [name for name in static if name not in names]
    if unknown:
        raise DeclarationError(
            f"@case(static_argnames=...) names no positional parameter of the case: {', '.join(unknown)}"
        )
    return tuple(names.index(name) for name in static)


def struct_text(leaf: Any) -> str:
    """One array's type as the harness writes it: ``float32[2, 3]``, ``int32[] weak`` for a weakly typed scalar."""
    weak = " weak" if getattr(leaf, "weak_type", False) else ""
    return f"{leaf.dtype}[{', '.join(str(d) for d in leaf.shape)}]{weak}"


def tree_lines(named: Sequence[tuple[str, Any]]) -> list[str]:
    """``name<path>: type`` for every leaf of each named pytree of shapes, in flattening order."""
    lines = []
    for name, tree in named:
        for path, leaf in jax.tree_util.tree_flatten_with_path(tree)[0]:
            lines.append(f"  {name}{jax.tree_util.keystr(path)}: {struct_text(leaf)}")
    return lines


def signature(target: Callable[..., Any], inputs: InputSet, static: tuple[int, ...]) -> str:
    """Input and output pytree structures, each leaf's dtype and shape, and the static arguments' values."""
    names = parameter_names(target, len(inputs))
    dynamic = [
        (name, value) for index, (name, value) in enumerate(zip(names, inputs, strict=True)) if index not in static
    ]
    shapes = jax.eval_shape(lambda *values: values, *(value for _, value in dynamic))
    lines = [f"inputs: {jax.tree_util.tree_structure(shapes)}"]
    lines += tree_lines([(name, shape) for (name, _), shape in zip(dynamic, shapes, strict=True)])
    if static:
        lines += ["static:", *(f"  {names[index]} = {inputs[index]!r}" for index in static)]

    def with_static(*values: Any) -> Any:
        given = iter(values)
        return target(*(inputs[index] if index in static else next(given) for index in range(len(inputs))))

    result = jax.eval_shape(with_static, *(value for _, value in dynamic))
    lines += [f"outputs: {jax.tree_util.tree_structure(result)}", *tree_lines([("result", result)])]
    return "\n".join(lines) + "\n"


def symbolic(inputs: InputSet, static: tuple[int, ...]) -> tuple[list[Any], list[str]]:
    """The arguments as shapes for ``jax.export``: each dimension above 1 symbolic, sizes that are equal in the
    example inputs sharing one symbol (``a``, ``b``, ... by first appearance); and what each symbol stands for."""
    from jax import export  # jax 0.4.30 imports absl here

    sizes: dict[int, str] = {}
    for index, value in enumerate(inputs):
        if index not in static:
            for leaf in jax.tree_util.tree_leaves(jax.eval_shape(lambda v: v, value)):
                for size in leaf.shape:
                    if size > 1 and size not in sizes:
                        sizes[size] = string.ascii_lowercase[len(sizes) % 26] + (
                            str(len(sizes) // 26) if len(sizes) >= 26 else ""
                        )
    symbols = dict(zip(sizes, export.symbolic_shape(", ".join(sizes.values())), strict=True)) if sizes else {}

    def polymorphic(leaf: Any) -> Any:
        shape = tuple(symbols.get(size, size) for size in leaf.shape)
        weak = {"weak_type": True} if getattr(leaf, "weak_type", False) else {}  # jax 0.4.30 has no weak_type
        return jax.ShapeDtypeStruct(shape, leaf.dtype, **weak)

    arguments = [
        value if index in static else jax.tree_util.tree_map(polymorphic, jax.eval_shape(lambda v: v, value))
        for index, value in enumerate(inputs)
    ]
    return arguments, [f"{name}: every dimension of size {size} in the example inputs" for size, name in sizes.items()]


def exported(target: Callable[..., Any], inputs: InputSet, static: tuple[int, ...]) -> tuple[Outputs, Any]:
    """``exported.mlir`` and ``exported.txt`` (the symbols, the abstract inputs and outputs), and a runner of the
    exported program for ``behaviour.txt`` (None when the case has static arguments, which export bakes in)."""
    from jax import export

    arguments, meanings = symbolic(inputs, static)  # the harness's own step: what fails here is no rejection
    try:
        program = export.export(jax.jit(target, static_argnums=static))(*arguments)
    except Exception as exc:  # noqa: BLE001 - a failing export is a result
        return {"exported.txt": "jax.export failed\n" + rejected("export", exc)}, None
    lines = ["symbolic dimensions:", *(f"  {line}" for line in meanings or ["none (no dimension above 1)"])]
    lines += [f"inputs: {program.in_tree}", *(f"  {aval.str_short()}" for aval in program.in_avals)]
    lines += [f"outputs: {program.out_tree}", *(f"  {aval.str_short()}" for aval in program.out_avals)]
    lines += [f"platforms: {', '.join(program.platforms)}"]
    outputs = {"exported.mlir": without_locations(program.mlir_module()), "exported.txt": "\n".join(lines) + "\n"}
    return outputs, None if static else program.call


# jax.jit's options that a case's conversion does not read (it reads the static ones), with their defaults.
# What else jax.jit keeps of its options, each compared with what it keeps when given none (``Inline.AUTO`` for
# ``inline=False`` since 0.11, ``False`` before).
UNREAD = (
    "donate_argnums",
    "keep_unused",
    "inline",
    "device",
    "backend",
    "user_specified_in_shardings",
    "abstracted_axes",
    "compiler_options_kvs",
)


def jit_info(decorated: Any) -> Any:
    """The options jax.jit keeps for the function it returned (jax's ``PjitInfo``): its ``_jit_info`` since jax 0.5,
    in jax 0.4 its ``trace``'s closure; None for anything else."""
    info = getattr(decorated, "_jit_info", None)
    if info is None and callable(trace := getattr(decorated, "trace", None)):
        with contextlib.suppress(TypeError, ValueError):
            info = inspect.getclosurevars(inspect.unwrap(trace)).nonlocals.get("jit_info")
    return info if hasattr(info, "static_argnums") and hasattr(info, "fun_signature") else None


@functools.cache
def _plain_info() -> Any:
    """What jax.jit keeps of a function given no option: each option's default, as this release stores it."""
    return jit_info(jax.jit(_identity))


def _identity(x: Any) -> Any:
    return x


def decoration(decorated: Any) -> Decoration | None:
    """A case that arrived as ``@jax.jit`` (``@partial(jax.jit, static_argnums=...)``): its static arguments as the
    case's ``static_argnames``, and what else jax.jit was given, which the conversion leaves out; None when the case's
    decorator is not jax.jit."""
    info = jit_info(decorated)
    if info is None:
        return None
    positional = [
        name
        for name, parameter in info.fun_signature.parameters.items()
        if parameter.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    ]
    static = [positional[index] for index in info.static_argnums if -len(positional) <= index < len(positional)]
    static += [name for name in info.static_argnames if name not in static]
    plain = _plain_info()
    unread = [
        f"{name}={getattr(info, name)!r}"
        for name in UNREAD
        if getattr(info, name, None) not in (getattr(plain, name, None), None)
    ]
    return Decoration({STATIC_ARGNAMES.name: tuple(static)} if static else {}, tuple(unread))


# The lines of jax's explanation of a cache miss that say where and for which function, not why.
_WHERE = re.compile(r"^(?:TRACING CACHE MISS at |for \S+ defined at |\S+ id=\d+ defined at |never seen function:)")


class _Explanations(logging.Handler):
    """jax's explanations of its tracing cache misses (``jax_explain_cache_misses``), as it logs them."""

    def __init__(self) -> None:
        super().__init__()
        self.said: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.said.append(record.getMessage())


@contextlib.contextmanager
def explained_misses() -> Iterator[_Explanations]:
    """Within the block, jax explains each tracing cache miss to the handler yielded."""
    handler, logger = _Explanations(), logging.getLogger("jax")
    explain = jax.config.jax_explain_cache_misses
    jax.config.update("jax_explain_cache_misses", True)
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)
        jax.config.update("jax_explain_cache_misses", explain)


def counted(jitted: Any, explanations: _Explanations) -> traces.Counted:
    """The jitted function, counting the programs in its cache; the reason for a new one is jax's explanation of the
    cache miss of the call that made it (where it happened and for which function left out)."""

    def called(*arguments: Any) -> Any:
        explanations.said.clear()  # another runner's misses are not this one's
        return jitted(*arguments)

    def probe() -> tuple[int, str]:
        lines = [line.strip() for said in explanations.said for line in said.splitlines()]
        return jitted._cache_size(), " ".join(line for line in lines if line and not _WHERE.match(line))

    return traces.Counted(called, probe)


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """``jax.jit`` the case with its first input set (``@case(static_argnames=...)`` marks arguments static), as a
    user would: lower it, print its jaxpr and StableHLO, and run it against Python on every input set."""
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("jax.jit")
    caught: list[str] = []
    outputs: Outputs = {}
    export_runner = None
    static = static_positions(target, STATIC_ARGNAMES.of(spec.options))
    with recorded_warnings(caught), explained_misses() as explanations:
        jitted = None
        try:
            jitted = jax.jit(target, static_argnums=static)
            lowered = jitted.lower(*inputs)
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs[rejection.FILE] = rejected("jit", exc)
            jitted = None
        else:
            outputs["jaxpr.txt"] = f"{jax.make_jaxpr(target, static_argnums=static)(*inputs)}\n"
            outputs["stablehlo.mlir"] = without_locations(lowered.as_text())
            outputs["signature.txt"] = signature(target, inputs, static)
            if DYNAMIC.of(spec.options):
                more, export_runner = exported(target, inputs, static)
                outputs.update(more)
        retraced = None if jitted is None else counted(jitted, explanations)
        runners: dict[str, Callable[..., Any] | None] = {"python": target, "jax.jit": retraced}
        if export_runner is not None:
            runners["jax.export"] = export_runner
        outputs[BEHAVIOUR] = run_all(spec.input_sets, runners)
        outputs.update(traces.written(retraced))
    if jitted is not None and not static:  # after the outputs; a program with static arguments bakes them in
        # called from here: jax keeps the caller's frames in the program's locations, the harness's function names too
        for shapes in saved_shapes(inputs, dynamic=export_runner is not None):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    saved.keep(serialized(target, shapes))
                    break
                except Exception as exc:  # noqa: BLE001 - a program jax.export cannot save for these shapes is not kept
                    refuse_fault(exc)  # the environment's: jax.export serializes with flatbuffers, no jax requirement
    return with_warnings(outputs, caught)


def saved_shapes(inputs: InputSet, *, dynamic: bool) -> Iterator[list[Any]]:
    """The shapes a user saves the case's program for, the first first: symbolic ones where the case is ``dynamic``
    and jax.export took them (a program that runs on every input set's shapes), then the first input set's."""
    if dynamic:
        yield symbolic(inputs, ())[0]
    yield shapes_of(inputs)
