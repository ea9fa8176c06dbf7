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
from collections.abc import Callable
from typing import TextIO

from harness.convert.registry import load
from harness.convert.saved import DOES_NOT_LOAD, REPLAY, replay_line, replay_lines
from harness.converter import declare
from harness.store.files import no_space
from harness.worker import dependencies, processes, warm
from harness.worker.child import read_result, write_replays, write_result
from harness.worker.processes import (
    NO_SPACE,
    PR_SET_CHILD_SUBREAPER,
    PR_SET_PDEATHSIG,
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
    Envelope,
    Reply,
    Request,
    WarmsUp,
    is_driver,
)

_protocol_fd = -1  # the fork server's reply channel, which no process it forks may hold
_drivers: list[Driver] = []  # the preloaded drivers, whose reset() its warm worker calls between cases
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
    _drivers[:] = [module for module in imported if is_driver(module)]
    for driver in _drivers:
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


def fork_child(request: Request, result_path: str, work: Callable[[Request, str], None] = write_result) -> int:
    """Start one conversion (or, given ``work``, its replays) in a fresh child; its output goes to ``<result_path>.log``.

    The child runs in its own process group, in its own folder ``<result_path>.tmp``
    (its temporary files go there too: a converter may write each converted function to
    one, and removes it only at interpreter exit, which ``os._exit`` skips), with
    standard input from ``/dev/null``; the folder is removed when the child ends,
    and the pool removes it too, with its whole work folder, should the child be killed.
    """
    pid = os.fork()
    if pid == 0:
        do(work, request, result_path)
    return pid


def do(work: Callable[[Request, str], None], request: Request, result_path: str) -> None:
    """In a fresh child (forked, or :func:`unforked`): ``work`` in its own folder ``<result_path>.tmp``, its output in
    ``<result_path>.log``; then end, removing the folder."""
    scratch = result_path + ".tmp"
    status = 0
    try:
        isolate()
        processes.enter(scratch, result_path + ".log")
        work(request, result_path)
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


def serve_one(envelope: Envelope) -> Reply:
    """Convert one case in a fresh child (or, asked ``warm``, in the warm worker), within ``timeout`` seconds
    and ``memory`` MiB; then replay the programs older releases saved of it in a replay child (:func:`replayed`)."""
    reply = warm.serve_one(envelope, _drivers, isolate) if envelope.get("warm") else converted(envelope)
    request = Request.from_json(envelope["request"])
    if reply["status"] == "ok" and request.loader and request.replays:
        return replayed(reply, request, envelope)
    return reply


def replayed(reply: Converted, request: Request, envelope: Envelope) -> Converted:
    """A conversion's reply with its ``replay.txt``, made by a replay child forked from this pristine fork server (a
    process that has run a framework may not fork safely), confined to its own folder and bounded as the conversion
    was; the files the replays read join what the conversion depended on."""
    path = envelope["result_path"] + ".replay"
    known = processes.children()
    pid = fork_child(request, path, write_replays)
    code, killed = wait_child(pid, envelope["timeout"], envelope.get("memory", 0))
    processes.end_descendants(pid, known)
    answer = read_result(path)
    outputs = dict(reply["outputs"])
    outputs.pop(REPLAY, None)
    if answer is None:
        why = f"its replay {killed or (describe_exit(code) if code else 'ended without an answer')}"
    elif answer["status"] != "ok":
        why = answer["message"]
    elif (text := answer["outputs"].get(REPLAY)) is None or answers(text, [release for release, _ in request.replays]):
        if text is not None:  # replay.txt alone: a replayed program may have written its answer, never another output
            outputs[REPLAY] = text
        return {**reply, "outputs": outputs, "depends": dependencies.merged(reply["depends"], answer["depends"])}
    else:
        why = "its replay answered no line per older release"
    lines = [replay_line(release, DOES_NOT_LOAD, why.splitlines()[0]) for release, _ in request.replays]
    outputs[REPLAY] = "\n".join(lines) + "\n"
    unkeyable = {**reply["depends"].get("unkeyable", {}), "its replay gave no answer": why}  # never cached
    return {**reply, "outputs": outputs, "depends": {**reply["depends"], "unkeyable": unkeyable}}


def answers(text: str, releases: list[str]) -> bool:
    """Whether a replay child's ``replay.txt`` is a line per older release it was asked of, in their order.

    >>> answers("a-1: same outputs on 1 input set\\nb-1: does not load: E\\n", ["a-1", "b-1"])
    True
    >>> answers("a-1: same outputs on 1 input set\\nb-1: same outputs on 1 input set\\n", ["a-1"])
    False
    """
    lines = replay_lines(text)
    found = [release for release, _, _ in lines]
    return len(lines) == len(text.splitlines()) and found == [r for r in releases if r in found]


def converted(envelope: Envelope) -> Reply:
    """Convert one case in a fresh child; one that a signal ended, again in a fresh process (:func:`unforked`)."""
    started, known = time.monotonic(), processes.children()
    pid = fork_child(Request.from_json(envelope["request"]), envelope["result_path"])
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
    return reason.startswith("killed by signal")


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
        again = "again" if reply["reason"] == forked else f"{reply['reason']}"
        again = f"{forked}, in a forked child, and {again} in a fresh process"
        return {**reply, "reason": again, "log": crash["log"] + reply["log"]}
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
    do(write_result, request, path)


def become_subreaper() -> None:
    """Adopt the orphans of this fork server's children, so that none outlives its case, and end with the process
    that started this server, should it be killed (Linux)."""
    prctl(PR_SET_CHILD_SUBREAPER, 1)
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def declare_registered() -> None:
    """Read the registry, once per fork server (or fresh process, :func:`convert_unforked`): what each conversion it
    runs applies of every registered converter (seeds, value conversions, normalizers, ``@case`` options;
    ``harness.converter.declarations``)."""
    declare(load().declarations())


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
