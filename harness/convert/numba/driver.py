"""Numba driver: ``numba.njit`` with a pipeline that records the IR after each pass of the nopython pipeline, the
typed annotation, the LLVM IR as lowered and as optimised (for a generic CPU), and the compiled function against Python.

Numba writes no cache here: ``njit`` caches only with ``cache=True``, which the driver never asks for.
"""

from __future__ import annotations

import copy
import inspect
import io
import os
import re
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numba  # type: ignore[import-not-found]  # the lint environment has no Numba, and Numba no type hints
import numpy as np
from numba.core import callconv, codegen, errors, ir, pythonapi  # type: ignore[import-not-found]
from numba.core.compiler import CompilerBase, DefaultPassBuilder  # type: ignore[import-not-found]
from numba.core.compiler_machinery import PassManager  # type: ignore[import-not-found]

from harness.convert.behaviour import run_all
from harness.convert.common import Outputs, Patches, error_text, recorded_warnings, refuse_fault, with_warnings
from harness.convert.numba.irtext import Names, UniqueIds, Walk, annotation_lines, pass_files
from harness.spec import CaseSpec
from harness.textdiff import ANSI

SNAPSHOT_RULES = {
    "numba/annotation.txt": (17, "the typed IR: the case's own constants, as Python prints them"),
    "numba/*.ll": (17, "LLVM IR: the case's own constants, as LLVM prints them"),
    "numba/signature.txt": (0, "Numba's types of the arguments and the result"),
}
LOWERING = "native_lowering"
# A position as Numba writes one in its messages: ``/abs/file.py (12)``; the harness reads ``/abs/file.py:12``.
_PAREN_LINE = re.compile(r"(/[^\s\"'<>()]+\.py) \((\d+)\)")


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
    nor its own again (a recursive case types itself with a pipeline of its own)."""

    def __init__(self) -> None:
        self.walk = Walk()
        self.modules: list[tuple[Any, str]] = []  # each LLVM module lowered, with the library it went to
        self.library: Any = None  # the case's own library, once lowered
        self.started = False
        self.lowering = False


RECORDING = Recording()


class RecordingPassManager(PassManager):
    """Numba's nopython pipeline, recording the IR after each pass as it runs."""

    def _runPass(self, index: int, pss: Any, state: Any) -> None:
        name = pss.name()
        RECORDING.lowering = name == LOWERING
        try:
            super()._runPass(index, pss, state)
        except BaseException:
            RECORDING.walk.failed = name
            raise
        finally:
            RECORDING.lowering = False
        if name == LOWERING:
            RECORDING.library = state.library
        RECORDING.walk.ran.append((name, ir_text(state.func_ir) if state.func_ir is not None else "(no IR)\n"))


class RecordingCompiler(CompilerBase):
    """Numba's default compiler's nopython pipeline, recorded the first time it runs."""

    def define_pipelines(self) -> list[Any]:
        manager = DefaultPassBuilder.define_nopython_pipeline(self.state)
        if not RECORDING.started:
            RECORDING.started = True
            RECORDING.walk.listed = [pss.name() for pss, _ in manager.passes]
            manager.__class__ = RecordingPassManager
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
    """A Numba message as the harness reads positions: ``/abs/file.py:12``, no terminal colours."""
    return _PAREN_LINE.sub(r"\1:\2", ANSI.sub("", text))


def rejection(exc: BaseException) -> str:
    """``error.txt``: the pass that raised, Numba's error class by its public name, and its message."""
    kind = type(exc)
    step = f"njit ({RECORDING.walk.failed})" if RECORDING.walk.failed else "njit"
    if getattr(errors, kind.__name__, None) is kind:
        refuse_fault(exc)
        return f"step: {step}\nnumba.core.errors.{kind.__name__}: {message(str(exc))}\n"
    return message(error_text(step, exc))


def signature_text(dispatcher: Any) -> str:
    """Each compiled signature: the argument types and the result's."""
    return "".join(f"{signature}\n" for signature in dispatcher.nopython_signatures)


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


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """``numba.njit`` the case, compiled for the types of its first input set with a recording pipeline; run the
    compiled function against Python on every input set."""
    inputs = spec.example_inputs()
    if inputs is None:
        return {
            "not_run.txt": "the case has no example inputs; @njit compiles for the types of a call (give it @case(inputs=...))\n"
        }
    global RECORDING
    RECORDING = Recording()
    caught: list[str] = []
    outputs: Outputs = {}
    file_name = os.path.basename(inspect.getsourcefile(target) or "")
    names = Names()
    with recorded_warnings(caught):
        dispatcher = numba.njit(pipeline_class=RecordingCompiler)(target)
        compiled: Any = dispatcher
        try:
            with lowered_modules():
                dispatcher.compile(tuple(dispatcher.typeof_pyval(value) for value in inputs))
        except Exception as exc:  # noqa: BLE001 - a rejection is a result
            outputs["error.txt"] = names.rename(rejection(exc))
            compiled = None
        walk = Walk(RECORDING.walk.listed, [(n, names.rename(t)) for n, t in RECORDING.walk.ran], RECORDING.walk.failed)
        outputs.update(pass_files(source_of(target), walk))
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
        outputs["behaviour.txt"] = run_all(spec.input_sets, {"python": target, "numba.njit": compiled})
    return with_warnings(outputs, caught)
