"""What a conversion depended on beyond its case files: the files it read (by any path, ``/dev/shm`` and a ``dir_fd``
folder's included) or stat'ed (``os.access`` and ``os.readlink`` too) from outside the installed packages, the installed
distributions it imported, the environment variables it looked up, each of which the conversion cache checks; and what
it did that no key can capture (wrote or listed outside them, started a process, ran native code of the project's, whose
reads, a C ``fopen``, no audit hook sees), which the cache never keeps."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.metadata
import importlib.util
import os
import site
import stat
import sys
import sysconfig
import tempfile
import types
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from harness.normalize.locations import HARNESS_DIR

_preloaded: frozenset[str] = frozenset()  # the modules a fork server imported before its first child
_preloaded_files: dict[str, str] = {}  # of those, the files outside the installed packages (a project's driver)
_preloaded_distributions: dict[
    str, str
] = {}  # and their installed distributions (numpy, a compiler's runtime), with versions
_project_distributions: dict[str, str] = {}  # of those, what the project's harness_preload imported
_preloaded_stats: dict[str, str] = {}  # the files it stat'ed but did not open there, with what stat told
_preloaded_unkeyable: dict[str, str] = {}  # and what it did there that no key captures
_opened: set[str] = set()  # the files this conversion opened for reading (an audit hook's record)
_written: set[str] = set()  # the files it wrote, created, removed, renamed or changed (or opened to: a database)
_listed: set[str] = set()  # the folders it listed, but for the import system's own listings
_stated: set[str] = set()  # the paths it stat'ed (``os.stat``, ``os.lstat``: no audit event tells)
_unseen: set[str] = set()  # what its own code did whose reads no hook here sees: a process, a SQLite URI
_looked_up: dict[str, str | None] = {}  # the environment variables it looked up, as first seen (None: unset)
_set: set[str] = set()  # the variables it set or removed itself
_recording = False
_hooked = False
# The import path before a framework added to it: a distribution found only past it was put there by another.
_PATH_AT_START = tuple(sorted({os.path.realpath(p) + os.sep for p in sys.path if p}))
_at_start = dict(os.environ)  # the environment the fork server was given, before its framework was imported
_preload_set: frozenset[str] = frozenset()  # variables its preload set or changed: the framework's, not the user's
_preloaded_environment: dict[str, str | None] = {}  # the variables its preload looked up (a driver reads at import)
_SYSTEM = ("/proc/", "/sys/", "/dev/")  # files whose content is the machine's state, not an input
_SHARED_MEMORY = "/dev/shm/"  # but for shared memory: files like any other, which a process writes for another to read
# The system's library folders: native code there is the machine's installation, as the installed packages are.
_SYSTEM_LIBRARIES = ("/usr/", "/lib/", "/lib32/", "/lib64/", "/libx32/", "/nix/store/")
_WRITES = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC
# Audit events that change a file, each with the positions of its changed paths and of their ``dir_fd``
_CHANGES: dict[str, tuple[tuple[int, int | None], ...]] = {
    "os.remove": ((0, 1),),
    "os.rmdir": ((0, 1),),
    "os.rename": ((0, 2), (1, 3)),  # os.replace too
    "os.mkdir": ((0, 2),),
    "os.link": ((1, 3),),
    "os.symlink": ((1, 2),),
    "os.truncate": ((0, None),),
    "os.chmod": ((0, 2),),
    "os.chown": ((0, 3),),
    "os.utime": ((0, 3),),
}
_LISTINGS = frozenset({"os.listdir", "os.scandir"})
_PROCESSES = frozenset(
    {"subprocess.Popen", "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty"}
)
_IN_MEMORY = frozenset({":memory:", ""})  # SQLite databases that are no file (it reads and writes one unaudited)
_IMPORT_SYSTEM = ("<frozen importlib", os.path.dirname(importlib.__file__) + os.sep)  # its listings find modules
_NATIVE = frozenset({"ctypes.dlsym", "ctypes.dlsym/handle"})  # a C function looked up by name, to be called
_EVENTS = frozenset({"open", "sqlite3.connect", *_CHANGES, *_LISTINGS, *_PROCESSES, *_NATIVE})
_os_stat, _os_lstat, _os_readlink = os.stat, os.lstat, os.readlink
# What ``os`` does unaudited, wrapped while a conversion runs: what stat tells of a path (a stat, an access test, a
# link read), and ``os.open`` relative to a ``dir_fd`` folder (its audit event gives the path alone).
_WRAPPED = ("stat", "lstat", "access", "readlink", "open")
_preloaded_code: frozenset[str] = frozenset()  # the native code mapped into the fork server once it had preloaded
_run_folder = ""  # the folder a fork server runs in, the pool's for this run (every child's folder is in it)


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
    """In a fork server, before its preload: record what it reads, as a conversion's reads are (``start``); the
    folder it runs in is this run's alone (the pool's, made anew for each run), and nothing in it a dependency."""
    global _run_folder
    try:
        _run_folder = os.path.realpath(os.getcwd()) + os.sep
    except FileNotFoundError:  # a case of another fork server removed the run's folder as this one started
        _run_folder = ""
    start()


def settle(project: Iterable[str] = ()) -> None:
    """In a fork server, after its preload: what it imported is no case's own dependency but every case's (the
    files it read from outside the installed packages, such as a project's driver, the distributions it imported,
    the variables it looked up that it did not set itself), and the map of distributions is read once, before any
    fork; the distributions of the ``project`` modules (those the project's ``harness_preload`` imported) count as
    every conversion's imports, as they would had each case imported them itself."""
    global _preloaded, _preload_set, _recording, _preloaded_code
    _recording = False
    _preloaded = frozenset(sys.modules)
    _preload_set = frozenset(k for k in {*_at_start, *os.environ} if _at_start.get(k) != os.environ.get(k))
    _preloaded_environment.clear()
    _preloaded_environment.update({k: v for k, v in _looked_up.items() if k not in _preload_set})
    opened, written = {_source(p) for p in _opened}, set(_written)
    _installed_roots()
    _preloaded_stats.clear()
    _preloaded_stats.update(_stats({os.path.normpath(p) for p in _stated if not _in_run(p)}, opened))
    _preloaded_unkeyable.clear()
    _preloaded_unkeyable.update(_unkeyable())
    _preloaded_code = frozenset(_mapped_code())
    for names in _distributions_of().values():
        for name in names:
            _distribution(name)
    distributions, paths = _owners(_preloaded)
    _preloaded_distributions.clear()
    _preloaded_distributions.update(distributions)
    _preloaded_files.clear()
    _preloaded_files.update(_digests({p for p in paths | opened if not _in_run(p)}, written))
    _project_distributions.clear()
    _project_distributions.update(_owners(project)[0])


def start() -> None:
    """Before one conversion: forget what the last one read, and record from now on every file opened (a module
    imported or loaded by its path, a data file) and every environment variable looked up."""
    global _hooked, _recording
    for record in (_opened, _written, _listed, _stated, _unseen, _looked_up, _set):
        record.clear()
    if not _hooked:
        sys.addaudithook(_audit)
        os.environ.__class__ = _RecordingEnviron
        for name in _WRAPPED:
            original = getattr(os, name)
            setattr(os, name, _recording_os(original))
            for supports in (
                os.supports_dir_fd,
                os.supports_fd,
                os.supports_follow_symlinks,
                os.supports_effective_ids,
            ):
                if original in supports:
                    supports.add(getattr(os, name))
        _hooked = True
    _recording = True


@contextlib.contextmanager
def unrecorded() -> Iterator[None]:
    """What the harness itself does in a conversion's process, not recorded as the conversion's."""
    global _recording
    was, _recording = _recording, False
    try:
        yield
    finally:
        _recording = was


def _recording_os(original: Callable[..., Any]) -> Callable[..., Any]:
    """A function of ``os`` that no audit event tells of (``stat``, ``lstat``, ``access``, ``readlink``), remembering
    the path it was given while a conversion runs; ``os.open``, the file it opened relative to a ``dir_fd`` folder. Its
    frame is filed under ``os``, as the original's would be, had it one.

    >>> _recording_os(os.stat).__code__.co_filename == os.__file__
    True
    """
    opens = original.__name__ == "open"

    def recorded(path: Any, *arguments: Any, **keywords: Any) -> Any:
        folder = keywords.get("dir_fd")
        if not _recording or not isinstance(path, (str, bytes, os.PathLike)):
            pass
        elif opens:
            if folder is not None:  # else its audit event has told the path
                flags = arguments[0] if arguments else keywords.get("flags", 0)
                _touched(_written if flags & _WRITES else _opened, "os.open", path, folder)
        elif type(path) is str and path.startswith("/") and folder is None:  # the frequent case, at once
            _stated.add(path)
        else:
            _touched(_stated, f"os.{original.__name__}", path, folder)
        return original(path, *arguments, **keywords)

    # A converter that evaluates frames translates every Python frame outside its skip list, which holds the standard
    # library: filed under os, as the function it replaces, this frame stays the library's, never the case's.
    recorded.__code__ = recorded.__code__.replace(co_filename=os.__file__)
    return functools.wraps(original)(recorded)


def _audit(event: str, arguments: tuple[Any, ...]) -> None:
    """Record a file opened (``open`` passes its mode, ``os.open`` its flags, ``io.open_code`` neither), a file
    changed, a folder listed, a process started and a C function looked up through ``ctypes`` (by the project's own
    code, for both); any other event (``id()`` raises one) returns at once."""
    if event not in _EVENTS or not _recording:
        return
    if event == "open":
        if not arguments or not isinstance(arguments[0], (str, bytes)):
            return
        path = os.path.abspath(os.fsdecode(arguments[0]))
        mode = arguments[1] if len(arguments) > 1 else None
        flags = arguments[2] if len(arguments) > 2 and isinstance(arguments[2], int) else 0
        writes = set(mode) & set("wax+") if isinstance(mode, str) else mode is None and flags & _WRITES
        (_written if writes else _opened).add(path)
    elif event in _CHANGES:
        if event == "os.mkdir" and _existing_folder(arguments):
            return  # it fails, and changes nothing: os.makedirs(..., exist_ok=True) of a folder that is there
        for at, folder_at in _CHANGES[event]:
            if at < len(arguments):
                folder = arguments[folder_at] if folder_at is not None and folder_at < len(arguments) else None
                _touched(_written, event, arguments[at], folder)
    elif event == "sqlite3.connect":
        database = arguments[0] if arguments else None
        if isinstance(database, str) and database.startswith("file:"):
            _unseen.add(f"opened the SQLite database {database}")
        elif not (isinstance(database, str) and database in _IN_MEMORY):
            _touched(_written, event, database, None)
    elif event in _LISTINGS:
        if not sys._getframe(1).f_code.co_filename.startswith(_IMPORT_SYSTEM):
            _touched(_listed, event, arguments[0] if arguments else None, None)
    else:
        with unrecorded():  # what finding the caller's files stats is the harness's
            caller = _project_caller(sys._getframe(1))
        if caller and event in _NATIVE:
            _unseen.add(f"looked up the C function {arguments[-1]} through ctypes at {caller}")
        elif caller:
            _unseen.add(f"started a process ({event}) at {caller}")


def _existing_folder(arguments: tuple[Any, ...]) -> bool:
    """Whether an ``os.mkdir`` event names, by a path alone, a folder that exists already.

    >>> import tempfile
    >>> here = tempfile.mkdtemp()
    >>> _existing_folder((here, 0o777, -1)), _existing_folder((here + "/new", 0o777, -1)), _existing_folder((3, 0o777, 5))
    (True, False, False)
    """
    path = arguments[0] if arguments else None
    if not isinstance(path, (str, bytes)) or (len(arguments) > 2 and arguments[2] not in (None, -1)):
        return False
    with unrecorded():
        return os.path.isdir(path)


def _touched(record: set[str], event: str, path: Any, folder: Any) -> None:
    """Add an audit event's path to ``record`` as an absolute one (relative to its ``dir_fd`` folder when given, a
    descriptor by what it holds, None as the working folder), or, when it cannot be told, the event to ``_unseen``."""
    if path is None:
        record.add(os.getcwd())
    elif isinstance(path, int):
        found = _descriptor(path)
        if found:
            record.add(found)
        else:
            _unseen.add(f"{event} of descriptor {path}")
    else:
        path = os.fsdecode(path)
        base = _descriptor(folder) if isinstance(folder, int) else os.getcwd()
        if os.path.isabs(path) or base:
            record.add(os.path.normpath(os.path.join(base or "", path)))
        else:
            _unseen.add(f"{event} of {path} in descriptor {folder}")


def _descriptor(fd: int) -> str | None:
    """The path a file descriptor holds, or None once it is closed."""
    try:
        return os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        return None


def _project_caller(frame: types.FrameType | None) -> str | None:
    """Where the innermost frame that is neither Python's own nor generated code runs, when it is the project's (no
    installed distribution's nor the harness's, as :func:`_module_owners` tells): a process a framework starts for
    itself is its business."""
    while frame is not None:
        name = frame.f_code.co_filename
        if not name.startswith("<"):
            real = _real(name)
            if not real.startswith(_stdlib_roots()):
                module = frame.f_globals.get("__name__")
                top = module.partition(".")[0] if isinstance(module, str) else ""
                own = real.startswith((*_installed_roots(), HARNESS_DIR + os.sep))
                return None if own or _module_owners(top, name)[1] is None else f"{name}:{frame.f_lineno}"
        frame = frame.f_back
    return None


@functools.cache
def _stdlib_roots() -> tuple[str, ...]:
    """Python's own library folders."""
    paths = sysconfig.get_paths()
    return tuple(os.path.realpath(paths[k]) + os.sep for k in ("stdlib", "platstdlib") if k in paths)


def stat_file(path: str) -> str:
    """What ``os.stat`` and ``os.lstat`` tell of a path (its type, mode and owner, a file's size and time of change;
    ``dangling`` for a link that leads nowhere), and where a link points, or ``missing``: a folder's time changes with
    any file in it, and whether it holds one is a listing's business.

    >>> import tempfile
    >>> here = tempfile.mkdtemp()
    >>> os.chmod(here, 0o750); os.symlink("nowhere", here + "/link")
    >>> stat_file(here).replace(f"{os.getuid()}:{os.getgid()}", "me"), stat_file("/no such path")
    ('folder 750 me folder 750 me', 'missing')
    >>> stat_file(here + "/link").split()[0], stat_file(here + "/link").split()[-2:]
    ('dangling', ['->', 'nowhere'])
    """
    try:
        link = _os_lstat(path)
    except OSError:
        return "missing"
    try:
        found: os.stat_result | None = _os_stat(path)
    except OSError:
        found = None
    shown = " ".join(
        "dangling"
        if s is None
        else f"folder {stat.S_IMODE(s.st_mode):o} {s.st_uid}:{s.st_gid}"
        if stat.S_ISDIR(s.st_mode)
        else f"{s.st_mode:o} {s.st_uid}:{s.st_gid} {s.st_size} {s.st_mtime_ns}"
        for s in (found, link)
    )
    if stat.S_ISLNK(link.st_mode):
        with contextlib.suppress(OSError):
            shown += f" -> {_os_readlink(path)}"
    return shown


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
    return tuple(sorted({f(r) + os.sep for r in roots if r for f in (os.path.realpath, os.path.abspath)}))


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
        _vendoring(name, version, where)
        for name, version, where in owners
        if real is None or not real.startswith(HARNESS_DIR + os.sep)
    )
    outside = real if real and not any(real.startswith(where) for _, _, where in owners) else None
    return counted, outside


def _vendoring(name: str, version: str, where: str) -> tuple[str, str]:
    """A distribution as another process finds it: one whose metadata lies inside another's package, on the path
    only once that package put it there (setuptools vendors ``jaraco.context`` in ``setuptools/_vendor``), counts as
    that package's distribution, which ships it and changes with it.

    >>> _vendoring("x", "1", _PATH_AT_START[-1] + "no-such-package/_vendor/")
    ('x', '1')
    """
    if where in _PATH_AT_START:
        return name, version
    root = max((r for r in _PATH_AT_START if where.startswith(r)), key=len, default="")
    for dist in _distributions_of().get(where[len(root) :].split(os.sep)[0] if root else "", ()):
        if enclosing := _distribution(dist):
            return enclosing[0], enclosing[1]
    return name, version


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


def _outside(path: str) -> bool:
    """Whether a path, or the file it leads to, is outside the installed packages, the harness and the system's
    files (shared memory is no system file): a link of the project's is its own dependency, whatever it points to.

    >>> _outside("/dev/shm/table.txt"), _outside("/dev/null"), _outside("/proc/self/status")
    (True, False, False)
    """

    def own(found: str) -> bool:
        return found.startswith((*_installed_roots(), HARNESS_DIR + os.sep)) or (
            found.startswith(_SYSTEM) and not found.startswith(_SHARED_MEMORY)
        )

    return not (own(path) and own(_real(path)))


def _mapped_code() -> set[str]:
    """The files mapped executable into this process: the interpreter, its shared libraries, the extension modules
    and the libraries loaded since (by ``ctypes.CDLL``, or by native code itself); not memory that a file's name only
    labels (``/memfd:...``, a JIT compiler's, and whatever no longer has a file, ``(deleted)``)."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="surrogateescape") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return set()
    return {
        fields[5]
        for fields in (line.split(maxsplit=5) for line in lines)
        if len(fields) == 6 and "x" in fields[1] and fields[5].startswith("/") and not fields[5].endswith(" (deleted)")
    }


def _projects_code(path: str) -> bool:
    """Whether native code is the project's own: outside the installed packages, the harness, the system's library
    folders and the conversion's own folder (where a compiler puts what it compiles for the case).

    >>> _projects_code("/home/me/project/build/ops.so"), _projects_code("/usr/lib/x86_64-linux-gnu/libffi.so.8")
    (True, False)
    """
    return (
        _outside(path)
        and not _own(path)
        and not (path.startswith(_SYSTEM_LIBRARIES) or _real(path).startswith(_SYSTEM_LIBRARIES))
    )


def _digests(paths: Iterable[str], skipped: Iterable[str]) -> dict[str, str]:
    """Each file's digest, by the path it was opened by (a link retargeted is another file), but for the installed
    packages', the harness's, the system's and those ``skipped``."""
    left_out = {_real(p) for p in skipped}
    files = {}
    for path in sorted(set(paths)):
        if _outside(path) and _real(path) not in left_out and os.path.isfile(path):
            files[path] = digest_file(path)
    return files


def _stats(paths: Iterable[str], opened: set[str]) -> dict[str, str]:
    """What stat told of each path outside the installed packages that was not opened (whose digest tells more)."""
    read = opened | {_real(p) for p in opened}
    return {p: stat_file(p) for p in sorted(set(paths) - read) if _outside(p) and _real(p) not in read}


def _own(path: str) -> bool:
    """Whether a path is in the conversion's own temporary folder, or is that folder, or in the folder of the run
    its fork server serves: what it made, gone after it (a stat of the folder itself told "folder" then, and
    "missing" to every later run)."""
    return (_real(path) + os.sep).startswith(os.path.realpath(tempfile.gettempdir()) + os.sep) or _in_run(path)


def _in_run(path: str) -> bool:
    """Whether a path is in the folder its fork server runs in, or is that folder: the pool's folder of one run,
    which the next run makes under another name (a framework whose lazy modules claim a relative ``__file__`` has
    ``inspect`` find its real path there as it is imported)."""
    return bool(_run_folder) and (_real(path) + os.sep).startswith(_run_folder)


def _unkeyable() -> dict[str, str]:
    """What a conversion did that no key captures, by what it touched: a file written, created or removed outside
    its own folder, the installed packages and the bytecode caches, a folder listed outside them, a process its own
    code started, a SQLite database opened by its URI, a C function its own code looked up through ``ctypes``, native
    code of the project's mapped since the fork server preloaded (whatever it reads, no hook sees)."""

    def kept_out(path: str) -> bool:
        return _outside(path) and not _own(path) and "__pycache__" not in path.split(os.sep)

    found = {path: "written" for path in sorted(_written) if kept_out(path)}
    found.update({path: "listed" for path in sorted(_listed) if kept_out(path)})
    found.update({what: "unseen" for what in sorted(_unseen)})
    mapped = _mapped_code() - _preloaded_code
    found.update({path: "native" for path in sorted(mapped) if _projects_code(path) and os.path.isfile(path)})
    return found


def collect() -> dict[str, dict[str, Any]]:
    """After one conversion, what it depended on beyond its key: ``files``, each file it read from outside the
    installed packages and the harness (a module imported or loaded by its path, a data file, the fork server's
    preloaded driver), with its digest; ``distributions``, each installed distribution a module it imported
    belongs to, or a module the project's ``harness_preload`` imported for it, with its version; ``preloaded``, those of the fork server's preloaded modules (numpy, say);
    ``stats``, each path outside them it stat'ed, tested or read as a link but did not open, with what stat told;
    ``environment``, each variable it looked up before setting it, with its value (None: unset); ``unkeyable``, what
    it did that no key captures (a file written, a folder listed, a process started, native code of its own run),
    which no cache may keep."""
    global _recording
    _recording = False
    distributions, paths = _owners(set(sys.modules) - _preloaded)
    paths |= {_source(p) for p in _opened}
    read = {p for p in paths if not _own(p)}
    files = {**_preloaded_files, **_digests(read, _written)}
    stated = {os.path.normpath(p) for p in _stated}
    stats = {**_preloaded_stats, **_stats({p for p in stated if not _own(p)}, paths)}
    return {
        "files": dict(sorted(files.items())),
        "stats": dict(sorted(stats.items())),
        "distributions": dict(sorted({**_project_distributions, **distributions}.items())),
        "preloaded": dict(sorted(_preloaded_distributions.items())),
        "environment": dict(sorted({**_preloaded_environment, **_looked_up}.items())),
        "unkeyable": {**_preloaded_unkeyable, **_unkeyable()},
    }


def merged(
    first: Mapping[str, Mapping[str, Any]], second: Mapping[str, Mapping[str, Any]]
) -> dict[str, dict[str, Any]]:
    """What two processes of one case depended on (:func:`collect`'s), together: its conversion's and its replays'.

    >>> merged({"files": {"a": "1"}, "unkeyable": {}}, {"files": {"b": "2"}, "unkeyable": {"x": "written"}})
    {'files': {'a': '1', 'b': '2'}, 'unkeyable': {'x': 'written'}}
    """
    return {key: dict(sorted({**first.get(key, {}), **second.get(key, {})}.items())) for key in {**first, **second}}


def version(name: str) -> str | None:
    """An installed distribution's version now, or None when it is not installed."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None
