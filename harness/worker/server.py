"""Fork server: imports one framework once, then converts each case in a fresh forked child.

Each fresh child starts from the same pristine state, so outputs do not depend on
what ran before (global counters, caches); a child that crashes or hangs
costs one case. A request marked ``warm`` goes instead to the fork server's warm
worker (``harness.worker.warm``), forked once and reused, whose answer the
pool trusts only when it equals the snapshots. A conversion whose forked child a signal ends is converted again
in a fresh process that imports the framework itself (:func:`unforked`), as a framework whose threads do not survive
a fork needs. Run as ``python -m harness.worker.server MODULE... [-- MODULE...]`` (what
to preload, then what the project's ``harness_preload`` names; a module ending in ``?`` may be missing) with the request protocol
on stdin/stdout (one JSON object per line: a request in, a ``harness.worker.protocol.Reply`` out).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from typing import TextIO

from harness.convert.registry import Registry, load
from harness.converter import Converter, EntryError, Normalizers, declarations, declare, unread_options
from harness.store.files import no_space
from harness.worker import dependencies, processes, replay, warm
from harness.worker.child import read_result, write_result
from harness.worker.processes import (
    NO_SPACE,
    PR_SET_CHILD_SUBREAPER,
    PR_SET_PDEATHSIG,
    SIGNALLED,
    TIMED_OUT,
    describe_exit,
    prctl,
)
from harness.worker.protocol import (
    CONVERTING,
    END_WARM,
    ENDED,
    PROJECT,
    Converted,
    Crashed,
    Driver,
    Entry,
    Envelope,
    Reply,
    Request,
    WarmsUp,
    driver_fault,
    is_driver,
)

_protocol_fd = -1  # the fork server's reply channel, which no process it forks may hold
_drivers: list[Driver] = []  # the preloaded drivers, whose reset() its warm worker calls between cases
_entries: dict[
    tuple[str, str], Entry | str
] = {}  # each converter a request named, resolved once: its entry, or why it has none
_registry: list[Registry] = []  # the registry this process read once (:func:`declare_registered`)
_modules: list[str] = []  # what this fork server preloaded, which a fresh process preloads as well (:func:`unforked`)
UNFORKED = "--unforked"  # the fork server's argument that makes it one fresh process converting one case
FORK_NOTE = "unforked.txt"  # the output saying that a conversion ran in a fresh process, and why


class ProjectPreloadError(Exception):
    """A module the project's ``harness_preload`` names that cannot be imported here; the message says which, and why."""


def preload(modules: list[str]) -> None:
    """Import the framework and drivers once, optional companions (``name?``) if they are there, then the modules
    the project's ``harness_preload`` names (those after ``--``); then let each driver that has a ``warm_up()`` start
    its framework's runtime, so that no fresh child pays for it. A project's module that cannot be imported raises
    :class:`ProjectPreloadError`."""
    dependencies.watch_preload()
    cut = modules.index(PROJECT) if PROJECT in modules else len(modules)
    ours, project = modules[:cut], modules[cut + 1 :]
    imported = []
    for name in ours:
        try:
            imported.append(importlib.import_module(name.rstrip("?")))
        except ImportError:
            if not name.endswith("?"):
                raise
    before = set(sys.modules)
    for name in project:
        module = name.rstrip("?")
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if name.endswith("?"):
                continue
            if exc.name and (module == exc.name or module.startswith(f"{exc.name}.")):
                raise ProjectPreloadError(f"{module}, which is not installed here") from None
            raise ProjectPreloadError(f"{module}, which cannot be imported: {type(exc).__name__}: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - the project's module failed as it was imported: said where
            if not (name.endswith("?") and isinstance(exc, ImportError)):
                said = f"{type(exc).__name__}: {exc}{_where(exc)}"
                raise ProjectPreloadError(f"{module}, which cannot be imported: {said}") from None
    _drivers[:] = [module for module in imported if is_driver(module) and driver_fault(module) is None]
    for driver in _drivers:  # a driver whose hooks do not fit is left to its first request, which names its entry
        if isinstance(driver, WarmsUp) and callable(driver.warm_up):
            driver.warm_up()
    dependencies.settle(set(sys.modules) - before)


def _where(exc: BaseException) -> str:
    """Where an exception was raised (`` at file:line``), or nothing when it has no traceback."""
    frames = traceback.extract_tb(exc.__traceback__)
    return f" (at {frames[-1].filename}:{frames[-1].lineno})" if frames else ""


def isolate() -> None:
    """In a process forked from the fork server: contained (``processes.isolate``), none of its channels held."""
    processes.isolate((_protocol_fd, *warm.channels()))


def fork_child(
    request: Request, entry: Entry, result_path: str, work: Callable[[Request, Entry, str], None] = write_result
) -> int:
    """Start one conversion (or, given ``work``, its replays) in a fresh child; its output goes to ``<result_path>.log``.

    The child runs in its own process group, in its own folder ``<result_path>.tmp``
    (its temporary files go there too: a converter may write each converted function to
    one, and removes it only at interpreter exit, which ``os._exit`` skips), with
    standard input from ``/dev/null``; the folder is removed when the child ends,
    and the pool removes it too, with its whole work folder, should the child be killed.
    """
    pid = os.fork()
    if pid == 0:
        do(work, request, entry, result_path)
    return pid


def do(work: Callable[[Request, Entry, str], None], request: Request, entry: Entry, result_path: str) -> None:
    """In a fresh child (forked, or :func:`unforked`): ``work`` in its own folder ``<result_path>.tmp``, its output in
    ``<result_path>.log``; then end, removing the folder."""
    scratch = result_path + ".tmp"
    status = 0
    try:
        isolate()
        processes.enter(scratch, result_path + ".log")
        work(request, entry, result_path)
    except OSError as exc:  # it wrote no result, and says why by its exit code where the disk is full
        status = NO_SPACE if no_space(exc) else 0
    finally:
        os.chdir("/")
        shutil.rmtree(scratch, ignore_errors=True)
        os._exit(status)


def wait_child(pid: int, timeout: float, memory: float = 0) -> tuple[int, str | None]:
    """Wait for a child at most ``timeout`` seconds, and while its process group holds at most ``memory`` MiB
    (no bound when 0), killing the group then: (exit code, why it was killed or None)."""
    _, killed = processes.watch(pid, timeout, memory)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), killed


def registry_entry(reference: str) -> tuple[Converter, tuple[str, ...], Normalizers]:
    """What the registry says of the converter a request names (a registered name or ``package.module:ATTRIBUTE``):
    its entry, the ``@case`` options its framework's other converters read and it does not, and every registered
    converter's normalizers with its own (:func:`declare_registered` read the registry)."""
    if not _registry:
        declare_registered()
    registry = _registry[0]
    converter = next(iter(registry.active([reference]).values()))
    normalizers = Normalizers.union([declarations().normalizers, converter.normalizers])
    return converter, unread_options(converter, [*registry.converters.values(), converter]), normalizers


def entry(reference: str, root: str = "") -> Entry | str:
    """The converter a request names, resolved and its driver checked once, before any fork (as pluggy's
    ``_verify_hook`` checks a hook at registration); or why it cannot be, naming the entry and the field, which every
    case of that converter is then answered with. A project's entry is found as its cases are: from ``root``, the
    folder that holds the cases package, as the pytest process found it from its own folder."""
    key = (reference, root)
    if key not in _entries:
        try:
            with _imported_apart(root):
                converter, notes, normalizers = registry_entry(reference)
        except (EntryError, ValueError, TypeError) as exc:
            _entries[key] = str(exc)
            return _entries[key]
        except Exception as exc:  # noqa: BLE001 - an entry its fork server cannot import: said, the server goes on
            _entries[key] = f"converter {reference}: its entry does not import here: {type(exc).__name__}: {exc}"
            return _entries[key]
        named = f"converter {converter.name!r}" + (f" ({reference})" if reference != converter.name else "")
        try:
            module = importlib.import_module(converter.driver)
        except Exception as exc:  # noqa: BLE001 - a driver that does not import is its entry's fault
            fault: str | None = f"does not import: {type(exc).__name__}: {exc}"
        else:
            fault = driver_fault(module)
        if fault is None and is_driver(module):
            _entries[key] = Entry(converter, module, notes, normalizers)
        else:
            _entries[key] = f"{named}: driver = {converter.driver!r}: {fault}"
    return _entries[key]


@contextlib.contextmanager
def _imported_apart(root: str) -> Iterator[None]:
    """``root`` first on ``sys.path`` for the length of a ``with`` block (nothing when it is empty or there already),
    and the modules of ``root`` the block imports (a project's entry) forgotten after it: the fork server, and what
    it forks, keeps the entry it resolved, never a project's module that a later project of another folder shares."""
    added = bool(root) and root not in sys.path
    before = set(sys.modules)
    if added:
        sys.path.insert(0, root)
    try:
        yield
    finally:
        if added:
            sys.path.remove(root)
            inside = os.path.join(os.path.realpath(root), "")
            for name in set(sys.modules) - before:
                found = getattr(sys.modules[name], "__file__", None)
                if found and os.path.realpath(found).startswith(inside):
                    del sys.modules[name]


def serve_one(envelope: Envelope) -> Reply:
    """Convert one case in a fresh child (or, asked ``warm``, in the warm worker), within ``timeout`` seconds
    and ``memory`` MiB; then replay the programs older releases saved of it in a replay child (:func:`replayed`)."""
    request = Request.from_json(envelope["request"])
    found = entry(request.converter, request.root)
    if isinstance(found, str):
        return {"status": "harness-error", "message": found}
    if envelope.get("warm"):
        reply = warm.serve_one(envelope, _drivers, isolate, entry)
    else:
        reply = converted(envelope, request, found)
    if reply["status"] == "ok" and found.converter.loader and request.replays:
        return replayed(reply, request, found, envelope)
    return reply


def replayed(reply: Converted, request: Request, found: Entry, envelope: Envelope) -> Converted:
    """A conversion's reply with its ``replay.txt``, made by a replay child forked from this pristine fork server (a
    process that has run a framework may not fork safely), confined to its own folder and bounded as the conversion
    was (``replay.joined``)."""
    path = envelope["result_path"] + ".replay"
    known = processes.children()
    pid = fork_child(request, found, path, replay.write_replays)
    code, killed = wait_child(pid, envelope["timeout"], envelope.get("memory", 0))
    processes.end_descendants(pid, known)
    failure = f"its replay {killed or (describe_exit(code) if code else 'ended without an answer')}"
    return replay.joined(reply, read_result(path), failure, [release for release, _ in request.replays])


def converted(envelope: Envelope, request: Request, found: Entry) -> Reply:
    """Convert one case in a fresh child; one that a signal ended, again in a fresh process (:func:`unforked`)."""
    started, known = time.monotonic(), processes.children()
    pid = fork_child(request, found, envelope["result_path"])
    reply = ended(pid, known, envelope["result_path"], envelope)
    if reply["status"] != "crashed" or not signalled(reply["reason"]):
        return reply
    return unforked(envelope, reply, envelope["timeout"] - (time.monotonic() - started))


def ended(pid: int, known: set[int], path: str, envelope: Envelope, timeout: float | None = None) -> Reply:
    """What a fresh child that converts one case gave, waited for within the case's bounds (``timeout``: another),
    once every process it left behind (those not ``known`` before it started) is ended."""
    code, killed = wait_child(pid, envelope["timeout"] if timeout is None else timeout, envelope.get("memory", 0))
    processes.end_descendants(pid, known)
    converting = os.path.exists(path + CONVERTING)
    with contextlib.suppress(FileNotFoundError):
        os.remove(path + CONVERTING)
    if killed and converting:
        # The case's own Python calls had ended: the converter is what did not finish.
        return {"status": "unfinished", "limit": "time" if killed.startswith(TIMED_OUT) else "memory"}
    if killed:
        reason = killed
    elif (result := read_result(path)) is not None:
        return result
    else:
        reason = describe_exit(code, os.path.dirname(path)) if code else "ended without a result"
    return {"status": "crashed", "reason": reason, "log": processes.tail(path + ".log")}


def signalled(reason: str) -> bool:
    """Whether a crashed child's ``reason`` is a signal that ended it (and not one of its bounds, which ends it alike).

    >>> signalled(describe_exit(-6)), signalled(describe_exit(-25)), signalled(describe_exit(3))
    (True, False, False)
    """
    return reason.startswith(SIGNALLED)


def unforked(envelope: Envelope, crash: Crashed, timeout: float) -> Reply:
    """Convert one case again, within what is left of its time bound, in a fresh process that preloads what this fork
    server preloaded and forks nothing, after a signal ended its forked child: a framework's threads may not survive
    a fork. What it gives is the case's reply, with :data:`FORK_NOTE` saying so; a crash again is the case's crash."""
    path, known = envelope["result_path"] + ".unforked", processes.children()
    command = [sys.executable, "-P", "-m", "harness.worker.server", UNFORKED, path, *_modules]
    process = subprocess.Popen(command, stdin=subprocess.PIPE, text=True, process_group=0)
    assert process.stdin is not None
    with contextlib.suppress(BrokenPipeError):
        process.stdin.write(json.dumps(envelope["request"]))
        process.stdin.close()
    reply = ended(process.pid, known, path, envelope, max(timeout, 0.1))
    process.returncode = 0  # reaped by ``ended``
    forked = crash["reason"]
    if reply["status"] == "crashed":
        fresh = "again" if reply["reason"] == forked else reply["reason"]
        reason = f"{forked}, in a forked child, and {fresh} in a fresh process"
        return {**reply, "reason": reason, "log": crash["log"] + reply["log"]}
    if reply["status"] == "unfinished":
        return crash
    if reply["status"] != "ok":
        return reply
    note = f"converted in a fresh process: in one forked from the fork server, the conversion was {forked}\n"
    return {**reply, "outputs": {**reply["outputs"], FORK_NOTE: note}}


def convert_unforked(path: str, modules: list[str]) -> None:
    """The fresh process :func:`unforked` starts: preload as the fork server did, then convert the case the request
    on standard input names, in its own folder, and end."""
    request = Request.from_json(json.loads(sys.stdin.read()))
    declare_registered()
    preload(modules)
    found = entry(request.converter, request.root)
    if isinstance(found, str):  # its fork server resolved it: only an entry that imports there and not here
        with open(path, "w", encoding="utf-8") as handle:
            json.dump({"status": "harness-error", "message": found}, handle)
        os._exit(0)
    do(write_result, request, found, path)


def become_subreaper() -> None:
    """Adopt the orphans of this fork server's children, so that none outlives its case, and end with the process
    that started this server, should it be killed (Linux)."""
    prctl(PR_SET_CHILD_SUBREAPER, 1)
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def declare_registered() -> None:
    """Read the registry, once per fork server (or fresh process, :func:`convert_unforked`): what each conversion it
    runs applies of every registered converter (seeds, value conversions, normalizers, ``@case`` options;
    ``harness.converter.declarations``)."""
    _registry[:] = [load()]
    declare(_registry[0].declarations())


def main(modules: list[str], channel: TextIO) -> None:
    """Preload, say ready, then serve requests (and ``END_WARM``: end the warm worker) until stdin closes."""
    global _protocol_fd
    _protocol_fd = channel.fileno()
    _modules[:] = modules
    become_subreaper()
    declare_registered()
    try:
        preload(modules)
    except ProjectPreloadError as exc:  # the project's setting, not the harness: said in one line, no traceback
        channel.write(json.dumps({"ready": False, "preload": str(exc)}) + "\n")
        channel.flush()
        os._exit(1)
    channel.write(json.dumps({"ready": True}) + "\n")
    channel.flush()
    for line in sys.stdin:
        message = json.loads(line)
        if message == END_WARM:
            warm.end_worker()
            channel.write(json.dumps(ENDED) + "\n")
        else:
            channel.write(json.dumps(serve_one(message)) + "\n")
        channel.flush()
    # The pool closed stdin: nothing is left to do. A framework's interpreter teardown (its atexit handlers, its
    # modules freed one by one) would keep the pool waiting for about a second and change nothing; a warm worker
    # ends as it does when its fork server dies, on its pipes' end of file.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__" and sys.argv[1:2] == [UNFORKED]:
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    convert_unforked(sys.argv[2], sys.argv[3:])
elif __name__ == "__main__":
    # Keep the protocol channel private: framework noise on fd 1 goes to stderr.
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    main(sys.argv[1:], protocol)
