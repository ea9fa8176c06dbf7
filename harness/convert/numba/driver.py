"""Numba driver: ``numba.njit`` with a pipeline that records the IR after each pass of the nopython pipeline, the
typed annotation, the LLVM IR as lowered and as optimised (for a generic CPU), and the compiled function against Python.

Numba writes no cache here: ``njit`` caches only with ``cache=True``, which the driver never asks for.
"""

from __future__ import annotations

import ast
import copy
import inspect
import io
import linecache
import os
import re
import sys
import textwrap
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numba  # type: ignore[import-not-found]  # the lint environment has no Numba, and Numba no type hints
import numpy as np
from numba.core import callconv, codegen, errors, ir, ir_utils, pythonapi  # type: ignore[import-not-found]
from numba.core.compiler import (  # type: ignore[import-not-found]
    CompilerBase,
    DefaultPassBuilder,
    _EarlyPipelineCompletion,
)
from numba.core.compiler_machinery import PassManager  # type: ignore[import-not-found]

from harness.convert import common, notrun, rejection, traces
from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.common import Outputs, Patches, recorded_warnings, refuse_fault, with_warnings
from harness.convert.numba.irtext import Names, PassWalk, UniqueIds, annotation_lines, pass_files
from harness.convert.options import FILE as OPTIONS
from harness.normalize.locations import case_position, enclosing, file_definitions
from harness.spec import CaseSpec, marker_spans
from harness.textdiff import ANSI

LOWERING = "native_lowering"
LIFTING = "with_lifting"  # it lifts ``with objmode`` blocks, and compiles the rest with a second pipeline
# A position as Numba writes one in its messages: ``/abs/file.py (12)``; the harness reads ``/abs/file.py:12``.
_PAREN_LINE = re.compile(r"(/[^\s\"'<>()]+\.py) \((\d+)\)")
# Where an overload that did not match is defined, as Numba names it: its file from Numba's parent folder, its line.
_OVERLOAD_LINE = re.compile(r"(File: (?P<file>[\w./-]+\.py): )Line (?P<line>\d+)\.")
# A code object as Numba's IR prints one: its file and its first line, a line of the case file.
_CODE_LINE = re.compile(r'(<code object [\w<>.]+ at 0x[0-9a-fA-F]+, file "(?P<file>[^"]+)", line )(?P<line>\d+)>')
# Options of a case's own ``@jit`` that the recording ``njit`` does not take: a cache would be written beside the case.
_NOT_TAKEN = {"forceobj": "njit compiles in nopython mode", "cache": "the harness writes no cache"}


def ir_text(func_ir: Any) -> str:
    """The IR of a function, block by block as ``FunctionIR.dump`` prints it, without the list of the variables each
    statement uses that ``dump`` pads every line with (sorted by the old names, it would not survive renaming)."""
    lines = []
    for label, block in sorted(func_ir.blocks.items()):
        lines.append(f"label {label}:")
        for statement in block.body:
            if hasattr(statement, "dump"):  # a parfor prints its own body
                buffer = io.StringIO()
                statement.dump(buffer)
                lines += buffer.getvalue().rstrip("\n").splitlines()
            else:
                lines.append(f"    {statement}")
    return "\n".join(lines) + "\n"


class Recording:
    """The walk of the one compilation under way: the case's own pipeline, not those of the functions it calls,
    nor its own again (a recursive case types itself with a pipeline of its own); and, where ``with_lifting`` lifts a
    block (``with objmode``), the pipeline that compiles the function around it, which ends the first one."""

    def __init__(self) -> None:
        self.walk = PassWalk()
        self.modules: list[tuple[Any, str]] = []  # each LLVM module lowered, with the library it went to
        self.library: Any = None  # the case's own library, once lowered
        self.started = False
        self.lowering = False
        self.lifting = False  # the case's own with_lifting is running: the pipeline it starts is the case's
        self.lifted: PassWalk | None = None  # that pipeline's walk


RECORDING = Recording()


class RecordingPassManager(PassManager):
    """Numba's nopython pipeline, recording the IR after each pass as it runs, into ``walk``."""

    walk: PassWalk

    def _runPass(self, index: int, pss: Any, state: Any) -> None:
        name = pss.name()
        lowering, lifting = RECORDING.lowering, RECORDING.lifting
        RECORDING.lowering = name == LOWERING
        RECORDING.lifting = name == LIFTING and self.walk is RECORDING.walk
        try:
            super()._runPass(index, pss, state)
        except BaseException as exc:
            lifted = RECORDING.lifted
            if self.walk is RECORDING.walk and lifted is not None:
                # with_lifting compiled the function around the lifted blocks with a pipeline of its own, which made
                # it (``_EarlyPipelineCompletion``) or rejected it: that pipeline's passes follow this one.
                RECORDING.lifted = None
                self._record(name, state)
                self._followed_by(lifted)
            elif not isinstance(exc, _EarlyPipelineCompletion):
                self.walk.failed = name
            raise
        finally:
            RECORDING.lowering, RECORDING.lifting = lowering, lifting
        self._record(name, state)

    def _record(self, name: str, state: Any) -> None:
        if name == LOWERING:
            RECORDING.library = state.library
        self.walk.ran.append((name, ir_text(state.func_ir) if state.func_ir is not None else "(no IR)\n"))

    def _followed_by(self, lifted: PassWalk) -> None:
        """The passes of the pipeline with_lifting started follow it, in place of those this pipeline does not run."""
        self.walk.listed = self.walk.listed[: len(self.walk.ran)] + lifted.listed
        self.walk.ran += lifted.ran
        self.walk.failed = lifted.failed


class RecordingCompiler(CompilerBase):
    """Numba's default compiler's nopython pipeline, recorded the first time it runs, and again when the case's own
    ``with_lifting`` runs it on the function around a lifted block."""

    def define_pipelines(self) -> list[Any]:
        manager = DefaultPassBuilder.define_nopython_pipeline(self.state)
        if not RECORDING.started:
            RECORDING.started = True
            walk = RECORDING.walk
        elif RECORDING.lifting and RECORDING.lifted is None:
            walk = RECORDING.lifted = PassWalk()
        else:
            return [manager]
        walk.listed = [pss.name() for pss, _ in manager.passes]
        manager.__class__ = RecordingPassManager
        manager.walk = walk
        return [manager]


@contextmanager
def lowered_modules() -> Iterator[None]:
    """Record each LLVM module the case's own lowering adds to its library, before Numba optimises it."""
    add = codegen.CPUCodeLibrary.add_ir_module

    def recorded(library: Any, module: Any) -> Any:
        if RECORDING.lowering:
            RECORDING.modules.append((library, str(module)))
        return add(library, module)

    with Patches() as patches:
        patches.set(codegen.CPUCodeLibrary, "add_ir_module", recorded)
        yield


def relative(path: str) -> str:
    """A file's path from the longest folder of ``sys.path`` that holds it: the case's root for a case file, the
    installed packages for Numba's own."""
    holding = [folder for folder in map(os.path.abspath, filter(None, sys.path)) if path.startswith(folder + os.sep)]
    return os.path.relpath(path, max(holding, key=len)) if holding else os.path.basename(path)


def _stable(loc: Any) -> Any:
    """A location whose file is named ``relative``ly, for what Numba pickles into the compiled module."""
    if loc is None or not os.path.isabs(loc.filename):
        return loc
    stable = copy.copy(loc)
    stable.filename = relative(loc.filename)
    stable._raw_function_name = loc._raw_function_name  # it reads the source by the file's real name
    return stable


# Numba 0.57 and 0.58 name each pickled exception's constants by ``id()`` of the object pickled, which is freed once
# its module is built: a later object at the same address gives a later module a name an earlier one holds, and LLVM
# renames one of the two as it links them (``.const.pickledata.140585255064256.8``), by where the allocator put them.
# Held for the process's life, every object keeps its address to itself; a name is never taken twice.
_HELD: list[Any] = []


def _lasting_id(obj: Any) -> int:
    _HELD.append(obj)
    return id(obj)


def stable_locations() -> Patches:
    """Where Numba names a case's or its own file. Its messages name one relative to the process's working folder
    (a child's is a temporary one, so ``../..`` would say where that sits): named absolutely, the harness shows it as
    every path. What it pickles into the module (an exception's location: its bytes, their length and digest) names
    it from ``sys.path``, so the module is the same in every folder. The patches hold until the ``Patches`` end."""
    return_user_exc = callconv.MinimalCallConv.return_user_exc
    build_excinfo_struct = callconv.CPUCallConv.build_excinfo_struct

    def returned(
        self: Any, builder: Any, exc: Any, exc_args: Any = None, loc: Any = None, func_name: Any = None
    ) -> Any:
        return return_user_exc(self, builder, exc, exc_args, _stable(loc), func_name)

    def built(self: Any, exc: Any, exc_args: Any, loc: Any, func_name: Any) -> Any:
        return build_excinfo_struct(self, exc, exc_args, _stable(loc), func_name)

    patches = Patches()
    patches.set(ir.Loc, "_get_path", lambda loc: os.path.abspath(loc.filename))
    patches.set(pythonapi, "id", _lasting_id)
    patches.set(callconv.MinimalCallConv, "return_user_exc", returned)
    patches.set(callconv.CPUCallConv, "build_excinfo_struct", built)
    return patches


def source_of(target: Any) -> str:
    """The function's source from its ``def`` line: the harness's ``@case`` above it is not Numba's input."""
    lines = textwrap.dedent(inspect.getsource(target)).splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.startswith(("def ", "async def "))), 0)
    return "".join(lines[start:])


def message(text: str) -> str:
    """A Numba message as the harness reads positions: ``/abs/file.py:12``, a library's overload by its function
    (its line moves with every release), no terminal colours."""
    return library_lines(_PAREN_LINE.sub(r"\1:\2", ANSI.sub("", text)))


def library_lines(text: str) -> str:
    """``File: numba/typed/dictobject.py: Line 742.``, an overload's place in Numba's source, named by the function
    that holds the line, as the harness names every library position: ``File: numba/typed/dictobject.py: in impl.``.
    A file it cannot read keeps its name only."""
    parent = os.path.dirname(os.path.dirname(os.path.abspath(numba.__file__)))

    def located(match: re.Match[str]) -> str:
        holder = enclosing(file_definitions(os.path.join(parent, match["file"])), int(match["line"]))
        return f"{match[1]}in {holder.qualname}." if holder else f"{match[1]}in a line of it."

    return _OVERLOAD_LINE.sub(located, text)


def code_lines(text: str) -> str:
    """Each code object the IR prints (an inner function's, a comprehension's) with its first line as a position in
    its case (``line inner_closure:3``), which no line above the case moves."""

    def located(match: re.Match[str]) -> str:
        path = os.path.realpath(match["file"])
        position = case_position(file_definitions(path), int(match["line"])) if os.path.isabs(match["file"]) else None
        return f"{match[1]}{position}>" if position else match[0]

    return _CODE_LINE.sub(located, text)


def as_written(target: Any) -> Any:
    """The case's function as if no decorator stood above its ``def``: the same code, compiled again from its file with
    its decorators' lines left blank, so that its first line, where Numba places its arguments, its annotation's
    first line and the excerpts of its messages, is the ``def``, not the harness's ``@case``. The function itself
    where that code cannot be made the same (its bytecode is compared)."""
    code = getattr(target, "__code__", None)
    if not isinstance(code, types.CodeType) or not os.path.isabs(code.co_filename):
        return target
    source = "".join(linecache.getlines(code.co_filename))
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return target
    lines = source.splitlines(keepends=True)
    found = [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.name == code.co_name
        and node.decorator_list
        and min(d.lineno for d in node.decorator_list) == code.co_firstlineno
    ]
    if len(found) != 1:
        return target
    start = min(d.lineno for d in found[0].decorator_list)
    for index in range(start - 1, found[0].lineno - 1):
        lines[index] = "\n"
    try:
        module = compile("".join(lines), code.co_filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return target
    again = next((c for c in _codes(module) if (c.co_name, c.co_firstlineno) == (code.co_name, found[0].lineno)), None)
    if again is None or again.co_code != code.co_code or again.co_freevars != code.co_freevars:
        return target
    function = types.FunctionType(again, target.__globals__, target.__name__, target.__defaults__, target.__closure__)
    function.__kwdefaults__ = target.__kwdefaults__
    function.__qualname__, function.__module__ = target.__qualname__, target.__module__
    function.__doc__, function.__annotations__ = target.__doc__, target.__annotations__
    function.__dict__.update(target.__dict__)
    return function


@contextmanager
def case_lines_hidden(path: str) -> Iterator[None]:
    """The case file as Numba reads it for its messages' excerpts (``linecache``), each ``@case(...)`` line blank: the
    harness's decorator is no part of what Numba quotes above a ``def``. The file as it was afterwards."""
    lines = linecache.getlines(path)
    saved = linecache.cache.get(path)
    try:
        stat: os.stat_result | None = os.stat(path)
    except OSError:
        stat = None
    spans = marker_spans("".join(lines))
    if stat is None or spans is None:
        yield
        return
    hidden = list(lines)
    for _, start, end in spans:
        for index in range(start - 1, end):
            hidden[index] = "\n"
    linecache.cache[path] = (stat.st_size, stat.st_mtime, hidden, path)
    try:
        yield
    finally:
        if saved is None:
            linecache.cache.pop(path, None)
        else:
            linecache.cache[path] = saved


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            yield constant
            yield from _codes(constant)


def decorator_options(decorated: Any) -> tuple[dict[str, Any], dict[str, str]]:
    """The options of the case's own ``@njit`` (``@jit(nopython=True)``): those the recording compiles with (its
    ``targetoptions`` and ``locals``), and those it does not take, with why."""
    if decorated is None:
        return {}, {}
    options = dict(getattr(decorated, "targetoptions", {}))
    if getattr(decorated, "locals", None):
        options["locals"] = dict(decorated.locals)
    left = {name: _NOT_TAKEN[name] for name in options if name in _NOT_TAKEN and options[name]}
    taken = {k: v for k, v in options.items() if k not in _NOT_TAKEN and k != "nopython" and v is not None}
    return taken, left


def options_text(taken: dict[str, Any], left: dict[str, str]) -> str:
    """``options.txt``: the options of the case's own decorator, as the recording compiled with them.

    >>> print(options_text({"fastmath": True}, {"cache": "the harness writes no cache"}), end="")
    fastmath=True
    cache: not taken, the harness writes no cache
    """
    lines = [f"{name}={value!r}" for name, value in sorted(taken.items())]
    lines += [f"{name}: not taken, {why}" for name, why in sorted(left.items())]
    return "".join(f"{line}\n" for line in lines)


def rejected(exc: BaseException) -> str:
    """``error.txt``: the pass that raised, Numba's error class by its public name, and its message."""
    kind = type(exc)
    step = f"njit ({RECORDING.walk.failed})" if RECORDING.walk.failed else "njit"
    if getattr(errors, kind.__name__, None) is kind:
        refuse_fault(exc)
        return rejection.record(step, f"numba.core.errors.{kind.__name__}: {message(str(exc))}")
    return message(rejection.of(step, exc))


def signature_text(dispatcher: Any) -> str:
    """Each compiled signature: the argument types and the result's."""
    return "".join(f"{signature}\n" for signature in dispatcher.nopython_signatures)


def compilations(dispatcher: Any) -> traces.Probe:
    """The signatures the dispatcher has compiled, and each new one's argument types that differ from the one before."""
    seen = [len(dispatcher.signatures)]

    def probe() -> tuple[int, str]:
        signatures = list(dispatcher.signatures)
        new = range(max(seen[-1], 1), len(signatures))
        seen.append(len(signatures))
        return len(signatures), "; ".join(_differing(signatures[i - 1], signatures[i], dispatcher) for i in new)

    return probe


def _differing(old: Any, new: Any, dispatcher: Any) -> str:
    """``name: old type -> new type`` for each argument whose Numba type changed."""
    names = list(inspect.signature(dispatcher.py_func).parameters)
    names += [f"argument {i + 1}" for i in range(len(names), len(new))]
    return ", ".join(f"{name}: {a} -> {b}" for name, a, b in zip(names, old, new, strict=False) if a != b)


def _warm(a: Any, n: int) -> Any:
    total = 0.0
    for i in range(n):
        if a[i] > 0:
            total += np.sqrt(a[i])
    return total


def warm_up() -> None:
    """Compile a small function once in the fork server, before it forks: Numba builds its typing and target
    contexts on the first compilation, which would otherwise take every child a second or more.

    Locations are made stable first, for the server's life and every process it forks: Numba compiles its own
    functions before the case's too, where the case's plain Python call uses a typed container, and its module
    links them in, their exceptions' locations with them."""
    stable_locations()
    numba.njit(_warm)(np.arange(3.0), 2)
    global _LABELS
    _LABELS = ir_utils._the_max_label._value


_LABELS = 0  # the block label Numba's inlining numbers from, as the fork server forks


def reset() -> None:
    """Between two cases of a warm worker: the block labels that inlining a closure numbers from, as the fork
    server forked (a comprehension's body would get labels past every block compiled before). The id each compiled
    function's name holds is left counting: put back, a new function's name would be one compiled before."""
    ir_utils._the_max_label._value = _LABELS


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """``numba.njit`` the case, compiled for the types of its first input set with a recording pipeline; run the
    compiled function against Python on every input set."""
    inputs = spec.example_inputs()
    if inputs is None:
        return notrun.no_inputs("@njit", "compiles for the types of a call")
    global RECORDING
    RECORDING = Recording()
    caught: list[str] = []
    outputs: Outputs = {}
    file_name = os.path.basename(inspect.getsourcefile(target) or "")
    names = Names()
    taken, left = decorator_options(common.ARRIVAL.decorated)
    if taken or left:
        outputs[OPTIONS] = options_text(taken, left)
    written, source = as_written(target), source_of(target)  # both read the case file as it is
    with recorded_warnings(caught), case_lines_hidden(os.path.abspath(inspect.getsourcefile(target) or "")):
        dispatcher = numba.njit(pipeline_class=RecordingCompiler, **taken)(written)
        compiled: Any = dispatcher
        try:
            with lowered_modules():
                # As a call does: the parameters the inputs leave out take the def's defaults (``types.Omitted``).
                _, folded = dispatcher.fold_argument_types(tuple(map(dispatcher.typeof_pyval, inputs)), {})
                dispatcher.compile(tuple(folded))
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs[rejection.FILE] = names.rename(rejected(exc))
            compiled = None
        walk = PassWalk(
            RECORDING.walk.listed, [(n, names.rename(t)) for n, t in RECORDING.walk.ran], RECORDING.walk.failed
        )
        outputs.update(pass_files(source, walk))
        if compiled is not None:
            signature = dispatcher.nopython_signatures[0]
            annotation = io.StringIO()
            dispatcher.inspect_types(file=annotation, signature=signature.args)
            outputs["annotation.txt"] = names.rename(annotation_lines(annotation.getvalue(), file_name))
            outputs["signature.txt"] = signature_text(dispatcher)
            ids = UniqueIds()
            own = [text for library, text in RECORDING.modules if library is RECORDING.library]
            if own:  # the function's own module; the wrappers Numba adds after it are in optimised.ll
                outputs["lowered.ll"] = names.rename(ids.renumber(own[0]))
            outputs["optimised.ll"] = names.rename(ids.renumber(dispatcher.inspect_llvm(signature.args)))
        counted = None if compiled is None else traces.Counted(compiled, compilations(dispatcher))
        outputs[BEHAVIOUR] = run_all(spec.input_sets, {"python": target, "numba.njit": counted})
        outputs.update(traces.written(counted))
    return {name: code_lines(text) for name, text in with_warnings(outputs, caught).items()}
