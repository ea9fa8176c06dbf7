"""Inside a worker child: load one case, convert it and normalize every output."""

from __future__ import annotations

import contextlib
import functools
import importlib
import importlib.machinery
import importlib.util
import inspect
import os
import sys
import traceback
import types
from typing import Any

from harness.convert import behaviour
from harness.normalize.locations import SourceLocator
from harness.normalize.output import normalized
from harness.registry import CONVERTERS
from harness.spec import spec_of
from harness.worker.protocol import Request


class CaseError(Exception):
    """The case itself is broken (import error, missing object, failing factory)."""


def _case_error(exc: BaseException, module_file: str | None) -> CaseError:
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if module_file and os.path.realpath(f.filename) == os.path.realpath(module_file)]
    where = ""
    if isinstance(exc, SyntaxError) and exc.filename:
        where = f"{exc.filename}:{exc.lineno}: "
    elif own:
        where = f"{own[-1].filename}:{own[-1].lineno}: "
    return CaseError(f"{where}{type(exc).__name__}: {exc}")


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


def load_target(request: Request) -> tuple[Any, Any]:
    """Import the case module and return (object to convert, its spec)."""
    if request.root not in sys.path:
        sys.path.insert(0, request.root)
    module_file = os.path.join(request.root, *request.module.split(".")) + ".py"
    try:
        module = import_from(request.root, request.module)
    except BaseException as exc:  # noqa: BLE001 - any failure of the case file is reported
        raise _case_error(exc, module_file) from None
    try:
        obj = getattr(module, request.case)
    except AttributeError:
        raise CaseError(f"{module_file}: {request.module} has no attribute {request.case!r}") from None
    spec = spec_of(obj)
    try:
        target = obj() if spec.factory or isinstance(obj, type) else obj
    except BaseException as exc:  # noqa: BLE001
        raise _case_error(exc, module_file) from None
    problem = source_problem(target)
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


def run(request: Request) -> dict[str, Any]:
    """Convert one case; the result is JSON-ready: outputs or a case error."""
    locator = SourceLocator(request.root)
    try:
        target, spec = load_target(request)
    except CaseError as exc:
        return {"status": "case-error", "message": normalized(str(exc), locator).strip()}
    driver = importlib.import_module(request.driver or CONVERTERS[request.converter].driver)
    if spec.inputs is not None:
        # Inputs that cannot be built: the driver meets them, and says so.
        with contextlib.suppress(Exception):
            behaviour.call_first(target, spec.input_sets)
    outputs = driver.convert(target, spec)
    return {"status": "ok", "outputs": {name: normalized(text, locator) for name, text in outputs.items()}}
