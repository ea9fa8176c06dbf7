"""In a fresh child or the warm worker: load one case, convert it, normalize every output and write the result."""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import functools
import importlib
import importlib.machinery
import importlib.util
import inspect
import json
import os
import sys
import traceback
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from harness.convert import common, decorated, options, saved, steps
from harness.convert.behaviour.run import call_first
from harness.convert.normalizing import normalized
from harness.convert.seeding import seed
from harness.convert.steps import Conversion, Step
from harness.converter import Converter
from harness.normalize.locations import HARNESS_DIR, SourceLocator
from harness.spec import CaseSpec, DeclarationError, spec_of
from harness.worker import dependencies
from harness.worker.protocol import (
    CONVERTING,
    Converted,
    Entry,
    Failed,
    ReadsDecorators,
    Request,
    Result,
    blamed,
    is_reply,
    shape_fault,
)

# What runs after a conversion, in order, each step owned by its output's module: a new output feature is an entry.
STEPS: tuple[Step, ...] = (
    saved.recorded,
    decorated.written,
    options.noted,
    steps.normalized,
    common.digested,
)


class CaseError(Exception):
    """The case itself is broken (import error, missing object, failing factory)."""


def _where(exc: BaseException, module_file: str | None, line: int | None = None) -> str:
    """``file:line: `` of an error: its innermost frame in the case file; else ``line`` (the case's own), when given."""
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if module_file and os.path.realpath(f.filename) == os.path.realpath(module_file)]
    if isinstance(exc, SyntaxError) and exc.filename:
        return f"{exc.filename}:{exc.lineno}: "
    if own:
        return f"{own[-1].filename}:{own[-1].lineno}: "
    return f"{module_file}:{line}: " if module_file and line else ""


def _case_error(exc: BaseException, module_file: str | None, line: int | None = None) -> CaseError:
    """The case's error at its innermost frame in the case file; else at ``line`` (the case's own), when given."""
    return CaseError(f"{_where(exc, module_file, line)}{type(exc).__name__}: {exc}")


def encodable(text: str) -> str:
    r"""Text any file takes: a lone surrogate (which UTF-8 cannot encode) is written as its escape.

    >>> encodable("a\ud800b")
    'a\\ud800b'
    """
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _first_line(obj: Any) -> int | None:
    """The line a case's definition starts on, its decorators included."""
    try:
        return inspect.getsourcelines(obj)[1]
    except (OSError, TypeError):
        return None


def import_from(root: str, dotted: str) -> types.ModuleType:
    """Import ``dotted`` from the files under ``root``, whatever else is on sys.path."""
    parts = dotted.split(".")
    for depth in range(1, len(parts)):
        name = ".".join(parts[:depth])
        if name not in sys.modules:
            folder = os.path.join(root, *parts[:depth])
            init = os.path.join(folder, "__init__.py")
            if os.path.exists(init):
                spec = importlib.util.spec_from_file_location(name, init, submodule_search_locations=[folder])
            else:
                spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
                spec.submodule_search_locations = [folder]
            assert spec is not None
            package = importlib.util.module_from_spec(spec)
            sys.modules[name] = package
            if spec.loader is not None:
                spec.loader.exec_module(package)
    spec = importlib.util.spec_from_file_location(dotted, os.path.join(root, *parts) + ".py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[dotted] = module
    spec.loader.exec_module(module)
    return module


def case_object(request: Request) -> tuple[Any, str]:
    """Import the case module: (the case's object as its file defines it, the file)."""
    if request.root not in sys.path:
        sys.path.insert(0, request.root)
    module_file = os.path.join(request.root, *request.module.split(".")) + ".py"
    try:
        module = import_from(request.root, request.module)
    except BaseException as exc:  # noqa: BLE001 - any failure of the case file is reported
        raise _case_error(exc, module_file) from None
    try:
        return getattr(module, request.case), module_file
    except AttributeError:
        raise CaseError(f"{module_file}: {request.module} has no attribute {request.case!r}") from None


def load_target(request: Request, reads_source: bool = True) -> tuple[Any, Any]:
    """Import the case module and return (object to convert, its spec); ``reads_source``: a converter that reads the
    case's source (``Converter.reads_source``) takes no case without it."""
    obj, module_file = case_object(request)
    spec = spec_of(obj)
    try:
        target = obj() if spec.factory or isinstance(obj, type) else obj
    except BaseException as exc:  # noqa: BLE001
        raise _case_error(exc, module_file) from None
    problem = source_problem(target) if reads_source else None
    if problem:
        made = " (made by its factory)" if spec.factory else ""
        raise CaseError(f"{module_file}: {request.case}{made} {problem}; converters need a def with source code")
    return target, spec


def source_problem(target: Any) -> str | None:
    """Why a callable has no source a converter could read, or None.

    A wrapper that keeps the def it wraps (``functools.lru_cache``, ``functools.wraps``) is that def's.

    >>> import functools
    >>> source_problem(lambda x: x), source_problem(len), source_problem(functools.partial(max, 1))
    ('is a lambda', 'is a builtin or C function', 'is a functools.partial')
    >>> source_problem(source_problem), source_problem(functools.lru_cache(source_problem))
    (None, None)
    """
    if isinstance(target, functools.partial):
        return "is a functools.partial"
    if inspect.isfunction(getattr(target, "__wrapped__", None)):
        return source_problem(inspect.unwrap(target))
    if inspect.isbuiltin(target) or (inspect.isroutine(target) and not hasattr(target, "__code__")):
        return "is a builtin or C function"
    if inspect.isfunction(target) or inspect.ismethod(target):
        if target.__name__ == "<lambda>":
            return "is a lambda"
        try:
            inspect.getsource(target)
        except (OSError, TypeError):
            return "has no retrievable source"
    return None


def inputs_error(request: Request, spec: CaseSpec) -> CaseError | None:
    """Why the case's example inputs cannot be built, at the case's line, or None when they can.

    Asked only once a driver has failed: building them ahead of every conversion would advance the
    framework's process-wide counters, which its messages quote.
    """
    module_file = os.path.join(request.root, *request.module.split(".")) + ".py"
    line = _first_line(getattr(sys.modules.get(request.module), request.case, None))
    shape = "they must give a tuple of arguments, or a list of such tuples"
    try:
        built = spec.inputs() if callable(spec.inputs) else spec.inputs
    except BaseException as exc:  # noqa: BLE001 - whatever the case's own code raises
        return CaseError(
            f"{_where(exc, module_file, line)}the inputs of {request.case} raised {type(exc).__name__}: {exc}"
        )
    if built is None and spec.inputs is not None:
        return CaseError(f"{module_file}:{line}: the inputs of {request.case} gave None; {shape}")
    try:
        spec.input_sets()
    except BaseException as exc:  # noqa: BLE001
        return CaseError(
            f"{_where(exc, module_file, line)}the inputs of {request.case}: {type(exc).__name__}: {exc}; {shape}"
        )
    return None


def unguarded(exc: BaseException) -> str:
    """Why a conversion failed in the harness: an exception that escaped a driver, by the harness's frame it left
    and where it was raised; the environment's missing module, where that is why."""
    why = common.fault(exc)
    if why is not None and not why.startswith("failed in the harness"):
        return why
    frames = common.frames_of(exc)
    own = [f for f in frames if os.path.realpath(f.filename).startswith(HARNESS_DIR + os.sep)]
    last_own = own[-1] if own else None
    left = f"{common.shown(last_own.filename)}:{last_own.name}" if last_own else "the driver"
    raised = "" if not frames or frames[-1] is last_own else f", raised at {common.shown(frames[-1].filename)}"
    return f"failed in the harness ({left}{raised}): {common.exception_name(exc)}: {exc}"


def undecorated(target: Any, attributes: tuple[str, ...]) -> tuple[Any, str | None]:
    """The function as written, where the case arrived decorated by its converter's own decorator (its entry's
    ``unwraps`` name the attribute that keeps it), and the attribute it was found under; else the target itself and None.

    >>> import types
    >>> def f(): ...
    >>> undecorated(types.SimpleNamespace(python_function=f), ("python_function",)) == (f, "python_function")
    True
    >>> undecorated(f, ("python_function",)) == (f, None)
    True
    """
    for attribute in attributes:
        try:
            inner = getattr(target, attribute, None)
        except Exception:  # noqa: BLE001 - an object whose attributes raise is not a decorator's result
            continue
        if inspect.isfunction(inner) or inspect.ismethod(inner):
            return inner, attribute
    return target, None


def boundary(request: Request, converter: Converter) -> common.Boundary:
    """What is the converter's in this conversion: its own code (a converter that is harness code), and the packages
    the case file and the converter's framework import."""
    own = []
    for name in converter.own_code:
        found = importlib.util.find_spec(name)
        if found is not None and found.origin:
            origin = os.path.realpath(found.origin)
            own.append(os.path.dirname(origin) + os.sep if found.submodule_search_locations else origin)
    module = sys.modules.get(request.module)
    imported = (
        {v.__name__.split(".")[0] for v in vars(module).values() if isinstance(v, types.ModuleType)}
        if module
        else set()
    )
    imported |= {getattr(v, "__module__", None) or "" for v in vars(module).values()} if module else set()
    packages = {name.split(".")[0] for name in imported if name} | {converter.framework, *converter.routes}
    return common.Boundary(tuple(own), frozenset(packages))


class _Refused(Exception):
    """A conversion that gives no outputs: its result (the case's error, or the harness's or the driver's)."""

    def __init__(self, result: Failed) -> None:
        super().__init__(result["message"])
        self.result = result


def _refused(status: Literal["case-error", "harness-error"], message: str, normalize: Callable[[str], str]) -> _Refused:
    return _Refused({"status": status, "message": encodable(normalize(message).strip())})


def run(request: Request, entry: Entry, converting: str | None = None) -> Result:
    """Convert one case by its fork server's resolved ``entry``, then run every step after the conversion
    (:data:`STEPS`); the result is JSON-ready: outputs (any text a file takes), a one-line case error, or what failed
    in the harness or the environment (no snapshot records it). The file ``converting``, when given, is made as the
    converter takes the case over: a child killed after that was the converter's, not the case's."""
    locator = SourceLocator(request.root)
    normalize = functools.partial(normalized_by, locator=locator, entry=entry)
    dependencies.start()
    seed()  # a factory's module drawn with the same weights in every process
    try:
        target, conversion = _prepared(request, entry, normalize)
        conversion.outputs = _converted(request, entry, target, conversion.spec, converting, normalize)
    except _Refused as refused:
        return refused.result
    case_file = case_path(request)
    conversion.normalize = lambda text: encodable(normalize(text, case_file=case_file))
    for step in STEPS:
        step(conversion)
    result: Converted = {"status": "ok", "outputs": conversion.outputs, "depends": dependencies.collect()}
    if conversion.saved:
        result["saved"] = {name: base64.b64encode(data).decode("ascii") for name, data in conversion.saved.items()}
    return result


def _prepared(request: Request, entry: Entry, normalize: Callable[[str], str]) -> tuple[Any, Conversion]:
    """The case loaded, as its converter takes it (unwrapped from its own decorator, with the options the driver read
    of that decorator), and its conversion so far; what is the converter's in it set (``common.BOUNDARY``)."""
    try:
        arrived, spec = load_target(request, entry.converter.reads_source)
    except CaseError as exc:
        raise _refused("case-error", str(exc), normalize) from None
    target, attribute = undecorated(arrived, entry.converter.unwraps)
    common.ARRIVAL.decorated = arrived if attribute else None
    conversion = Conversion(entry.converter, spec, {}, entry.notes, attribute)
    if attribute and isinstance(entry.driver, ReadsDecorators):
        read = entry.driver.decoration(arrived)
        if read is None:  # a decorator of the case's own: converted as it arrived
            target, conversion.decorated = arrived, None
        else:
            conversion.decoration = read
            conversion.spec = dataclasses.replace(spec, options={**read.options, **spec.options})
    found = boundary(request, entry.converter)
    common.BOUNDARY.own_code, common.BOUNDARY.packages = found.own_code, found.packages
    return target, conversion


def _converted(
    request: Request,
    entry: Entry,
    target: Any,
    spec: CaseSpec,
    converting: str | None,
    normalize: Callable[[str], str],
) -> dict[str, str]:
    """The driver's outputs for the case, once its own Python call has run (``converting`` made as the converter
    takes over); a failure is the case's, the harness's or the driver's."""
    if spec.inputs is not None:
        # Inputs that cannot be built: the driver meets them, and says so.
        with contextlib.suppress(Exception):
            call_first(target, spec.input_sets)
    if converting:
        with dependencies.unrecorded():
            Path(converting).touch()
    saved.KEPT.program = None
    seed()
    try:
        outputs = entry.driver.convert(target, spec)
    except common.HarnessFault as exc:
        raise _refused("harness-error", str(exc), normalize) from None
    except DeclarationError as exc:
        line = _first_line(getattr(sys.modules.get(request.module), request.case, None))
        raise _refused("case-error", f"{case_path(request)}:{line}: {exc}", normalize) from None
    except BaseException as exc:  # noqa: BLE001 - what the driver does not guard (KeyboardInterrupt too)
        broken = inputs_error(request, spec)
        if broken is not None:
            raise _refused("case-error", str(broken), normalize) from None
        raise _refused("harness-error", unguarded(exc), normalize) from None
    fault = shape_fault(outputs)
    if fault:  # the converter's, never the harness's; the pool refuses names no case's folder holds
        raise _refused("harness-error", blamed(entry.converter.name, fault), normalize)
    return dict(outputs)


def case_path(request: Request) -> str:
    return os.path.join(request.root, *request.module.split(".")) + ".py"


def normalized_by(text: str, locator: SourceLocator, entry: Entry, case_file: str | None = None) -> str:
    return normalized(text, locator, entry.normalizers, case_file)


def write_result(request: Request, entry: Entry, result_path: str) -> None:
    """Convert one case and write its :data:`~harness.worker.protocol.Result` to ``result_path`` atomically, whatever
    fails in the harness: the fork server reads it (:func:`read_result`) once this process has answered or ended."""
    result: Result
    try:
        result = run(request, entry, result_path + CONVERTING)
    except BaseException as exc:  # noqa: BLE001 - a harness bug still must not kill the fork server
        traceback.print_exc()  # into the process's log
        frames = traceback.extract_tb(exc.__traceback__)
        at = f" (at {os.path.basename(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""
        message = f"harness error {type(exc).__name__}: {exc}{at}; please report it"
        result = {"status": "harness-error", "message": encodable(message)}
    sys.stdout.flush()
    sys.stderr.flush()
    with open(result_path + ".part", "w", encoding="utf-8") as handle:
        json.dump(result, handle)
    os.replace(result_path + ".part", result_path)


def read_result(result_path: str) -> Result | None:
    """The result a fresh child or the warm worker wrote (:func:`write_result`), removed once read; None when there
    is none, or none the harness can read.

    >>> import tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "result.json")
    >>> read_result(path) is None
    True
    >>> with open(path, "w", encoding="utf-8") as handle:
    ...     _ = handle.write('{"status": "case-error", "message": "cases/a.py:3: NameError: x"}')
    >>> read_result(path), os.path.exists(path)
    ({'status': 'case-error', 'message': 'cases/a.py:3: NameError: x'}, False)
    """
    try:
        with open(result_path, encoding="utf-8") as handle:
            found = json.load(handle)
        os.remove(result_path)
    except (OSError, ValueError):
        return None
    if not is_reply(found) or found["status"] not in ("ok", "case-error", "harness-error"):
        return None
    return found
