"""What a conversion depended on beyond its case files: the modules it read from outside the installed packages, and
the installed distributions it imported, so that the conversion cache can tell when its outputs may be stale."""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import importlib.util
import os
import site
import sys
import sysconfig
import tempfile
from collections.abc import Mapping
from typing import Any

from harness.normalize.locations import HARNESS_DIR

_preloaded: frozenset[str] = frozenset()  # the modules a fork server imported before its first child
_opened: set[str] = set()  # the Python sources and bytecode this conversion opened (an audit hook's record)
_hooked = False


def settle() -> None:
    """In a fork server, after its preload: what it imported is no case's dependency (its framework's installed
    distributions join the converter's key), and the map of distributions is read once, before any fork."""
    global _preloaded
    _preloaded = frozenset(sys.modules)
    _installed_roots()
    for names in _distributions_of().values():
        for name in names:
            _distribution(name)


def start() -> None:
    """Before one conversion: forget what the last one opened, and record from now on every module source opened,
    whether imported or loaded by its path (``importlib.util.spec_from_file_location``)."""
    global _hooked
    _opened.clear()
    if not _hooked:
        sys.addaudithook(_audit)
        _hooked = True


def _audit(event: str, arguments: tuple[Any, ...]) -> None:
    """Record a Python source or bytecode file opened for reading (``io.open_code`` passes no mode)."""
    if event == "open" and isinstance(arguments[0], str) and arguments[0].endswith((".py", ".pyc")):
        mode = arguments[1] if len(arguments) > 1 and isinstance(arguments[1], str) else "r"
        if not set(mode) & set("wax+"):
            _opened.add(arguments[0])


def digest_file(path: str) -> str:
    """A file's SHA-256, or ``missing``."""
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except OSError:
        return "missing"


@functools.cache
def _installed_roots() -> tuple[str, ...]:
    """The folders of the interpreter and its installed packages (their contents are distributions or Python's)."""
    paths = sysconfig.get_paths()
    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    roots |= {paths[k] for k in ("stdlib", "platstdlib", "purelib", "platlib") if k in paths}
    roots |= set(site.getsitepackages()) | {site.getusersitepackages()}
    return tuple(sorted(os.path.realpath(r) + os.sep for r in roots if r))


@functools.cache
def _distributions_of() -> Mapping[str, list[str]]:
    """Each top-level module's distributions (none where an installed distribution's metadata cannot be read)."""
    try:
        return importlib.metadata.packages_distributions()
    except Exception:  # noqa: BLE001 - a broken metadata file costs the names, never the conversion
        return {}


@functools.cache
def _distribution(name: str) -> tuple[str, str, str] | None:
    """A distribution's canonical name, version and folder (what holds its ``.dist-info``), or None."""
    try:
        found = importlib.metadata.distribution(name)
        where = os.path.realpath(str(found.locate_file(""))) + os.sep
        return found.metadata["Name"] or name, found.version, where
    except Exception:  # noqa: BLE001 - not installed, or metadata that cannot be read: nothing to name
        return None


def _source(path: str) -> str:
    """The source file a bytecode file was compiled from, or the path itself."""
    if path.endswith(".pyc"):
        try:
            return importlib.util.source_from_cache(path)
        except ValueError:
            return path
    return path


def collect() -> dict[str, dict[str, str]]:
    """After one conversion: ``files``, each module file it imported or opened from outside the installed packages
    and the harness, with its digest; ``distributions``, each installed distribution a module it imported belongs
    to, with its version (the fork server's preloaded modules aside: its converter's key holds those)."""
    paths = set(map(_source, _opened))
    distributions: dict[str, str] = {}
    for name in sorted(set(sys.modules) - _preloaded):
        try:
            path = getattr(sys.modules.get(name), "__file__", None)
        except Exception:  # noqa: BLE001 - a lazy module whose attributes raise has no file to read
            path = None
        top = name.partition(".")[0]
        owners = [found for dist in _distributions_of().get(top, ()) if (found := _distribution(dist))]
        real = os.path.realpath(path) if isinstance(path, str) else None
        for dist_name, version, _ in owners:
            if real is None or not real.startswith(HARNESS_DIR + os.sep):
                distributions[dist_name] = version
        if real and not any(real.startswith(where) for _, _, where in owners):
            paths.add(real)
    scratch = os.path.realpath(tempfile.gettempdir()) + os.sep  # a child's own folder: what it generated
    own = (*_installed_roots(), HARNESS_DIR + os.sep, scratch)
    files = {}
    for path in sorted(os.path.realpath(p) for p in paths):
        if not path.startswith(own) and os.path.isfile(path):
            files[path] = digest_file(path)
    return {"files": files, "distributions": dict(sorted(distributions.items()))}


def version(name: str) -> str | None:
    """An installed distribution's version now, or None when it is not installed."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None
