"""What a conversion depended on beyond its case files: the files it read from outside the installed packages, the
installed distributions it imported and the environment variables it looked up, so that the conversion cache can tell
when its outputs may be stale."""

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
from collections.abc import Iterable, Mapping
from typing import Any

from harness.normalize.locations import HARNESS_DIR

_preloaded: frozenset[str] = frozenset()  # the modules a fork server imported before its first child
_preloaded_files: dict[str, str] = {}  # of those, the files outside the installed packages (a project's driver)
_preloaded_distributions: dict[
    str, str
] = {}  # and their installed distributions (numpy, a compiler's runtime), with versions
_opened: set[str] = set()  # the files this conversion opened for reading (an audit hook's record)
_written: set[str] = set()  # the files it opened for writing: its own products, never its inputs
_looked_up: dict[str, str | None] = {}  # the environment variables it looked up, as first seen (None: unset)
_set: set[str] = set()  # the variables it set or removed itself
_recording = False
_hooked = False
_at_start = dict(os.environ)  # the environment the fork server was given, before its framework was imported
_preload_set: frozenset[str] = frozenset()  # variables its preload set or changed: the framework's, not the user's
_preloaded_environment: dict[str, str | None] = {}  # the variables its preload looked up (a driver reads at import)
_SYSTEM = ("/proc/", "/sys/", "/dev/")  # files whose content is the machine's state, not an input
_WRITES = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC


class _RecordingEnviron(os._Environ[str]):
    """``os.environ`` that remembers, while a conversion runs, each variable looked up (``os.getenv``,
    ``os.environ.get``, ``in``) and the value it had."""

    def __getitem__(self, key: str) -> str:
        try:
            value: str = super().__getitem__(key)
        except KeyError:
            _look_up(key, None)
            raise
        _look_up(key, value)
        return value

    def __setitem__(self, key: str, value: str) -> None:
        if _recording:
            _set.add(key)
        super().__setitem__(key, value)

    def __delitem__(self, key: str) -> None:
        if _recording:
            _set.add(key)
        super().__delitem__(key)


def _look_up(key: object, value: str | None) -> None:
    if _recording and isinstance(key, str) and key not in _set and key not in _preload_set:
        _looked_up.setdefault(key, value)


def watch_preload() -> None:
    """In a fork server, before its preload: record what it reads, as a conversion's reads are (``start``)."""
    start()


def settle() -> None:
    """In a fork server, after its preload: what it imported is no case's own dependency but every case's (the
    files it read from outside the installed packages, such as a project's driver, the distributions it imported,
    the variables it looked up that it did not set itself), and the map of distributions is read once, before any
    fork."""
    global _preloaded, _preload_set, _recording
    _recording = False
    _preloaded = frozenset(sys.modules)
    _preload_set = frozenset(k for k in {*_at_start, *os.environ} if _at_start.get(k) != os.environ.get(k))
    _preloaded_environment.clear()
    _preloaded_environment.update({k: v for k, v in _looked_up.items() if k not in _preload_set})
    opened, written = {_source(p) for p in _opened}, set(_written)
    _installed_roots()
    for names in _distributions_of().values():
        for name in names:
            _distribution(name)
    distributions, paths = _owners(_preloaded)
    _preloaded_distributions.clear()
    _preloaded_distributions.update(distributions)
    _preloaded_files.clear()
    _preloaded_files.update(_digests(paths | opened, written))


def start() -> None:
    """Before one conversion: forget what the last one read, and record from now on every file opened (a module
    imported or loaded by its path, a data file) and every environment variable looked up."""
    global _hooked, _recording
    for record in (_opened, _written, _looked_up, _set):
        record.clear()
    if not _hooked:
        sys.addaudithook(_audit)
        os.environ.__class__ = _RecordingEnviron
        _hooked = True
    _recording = True


def _audit(event: str, arguments: tuple[Any, ...]) -> None:
    """Record a file opened: ``open`` passes its mode, ``os.open`` its flags, ``io.open_code`` neither."""
    if event != "open" or not _recording or not arguments or not isinstance(arguments[0], (str, bytes)):
        return
    path = os.path.abspath(os.fsdecode(arguments[0]))
    mode = arguments[1] if len(arguments) > 1 else None
    flags = arguments[2] if len(arguments) > 2 and isinstance(arguments[2], int) else 0
    writes = set(mode) & set("wax+") if isinstance(mode, str) else mode is None and flags & _WRITES
    (_written if writes else _opened).add(path)


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


@functools.cache
def _real(path: str) -> str:
    """A path's real path, found once in a process (a warm worker asks for the same files case after case)."""
    return os.path.realpath(path)


@functools.cache
def _module_owners(top: str, path: str | None) -> tuple[tuple[tuple[str, str], ...], str | None]:
    """What one module of the package ``top``, loaded from ``path``, counts for: the installed distributions that own
    it (name, version; none for the harness's own modules), and its file when no distribution holds it."""
    owners = [found for dist in _distributions_of().get(top, ()) if (found := _distribution(dist))]
    real = _real(path) if path is not None else None
    counted = tuple(
        (name, version) for name, version, _ in owners if real is None or not real.startswith(HARNESS_DIR + os.sep)
    )
    outside = real if real and not any(real.startswith(where) for _, _, where in owners) else None
    return counted, outside


def _owners(modules: Iterable[str]) -> tuple[dict[str, str], set[str]]:
    """The installed distributions the modules belong to, with their versions, and the files of those that belong
    to none (the harness's own aside)."""
    paths: set[str] = set()
    distributions: dict[str, str] = {}
    for name in sorted(modules):
        try:
            path = getattr(sys.modules.get(name), "__file__", None)
        except Exception:  # noqa: BLE001 - a lazy module whose attributes raise has no file to read
            path = None
        counted, outside = _module_owners(name.partition(".")[0], path if isinstance(path, str) else None)
        distributions.update(counted)
        if outside:
            paths.add(outside)
    return distributions, paths


def _digests(paths: Iterable[str], skipped: Iterable[str]) -> dict[str, str]:
    """Each file's digest, but for the installed packages', the harness's, the system's and those ``skipped``."""
    own = (*_installed_roots(), HARNESS_DIR + os.sep, *_SYSTEM)
    left_out = {_real(p) for p in skipped}
    files = {}
    for path in sorted({_real(p) for p in paths} - left_out):
        if not path.startswith(own) and os.path.isfile(path):
            files[path] = digest_file(path)
    return files


def collect() -> dict[str, dict[str, Any]]:
    """After one conversion, what it depended on beyond its key: ``files``, each file it read from outside the
    installed packages and the harness (a module imported or loaded by its path, a data file, the fork server's
    preloaded driver), with its digest; ``distributions``, each installed distribution a module it imported
    belongs to, with its version; ``preloaded``, those of the fork server's preloaded modules (numpy, say);
    ``environment``, each variable it looked up before setting it, with its value (None: unset)."""
    global _recording
    _recording = False
    distributions, paths = _owners(set(sys.modules) - _preloaded)
    paths |= {_source(p) for p in _opened}
    scratch = os.path.realpath(tempfile.gettempdir()) + os.sep  # a child's own folder: what it generated
    read = {p for p in paths if not _real(p).startswith(scratch)}
    files = {**_preloaded_files, **_digests(read, _written)}
    return {
        "files": dict(sorted(files.items())),
        "distributions": dict(sorted(distributions.items())),
        "preloaded": dict(sorted(_preloaded_distributions.items())),
        "environment": dict(sorted({**_preloaded_environment, **_looked_up}.items())),
    }


def version(name: str) -> str | None:
    """An installed distribution's version now, or None when it is not installed."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None
