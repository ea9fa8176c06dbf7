"""Fork server: imports one framework once, then converts each case in a fresh forked child.

Each child starts from the same pristine state, so outputs do not depend on
what ran before (global counters, caches); a child that crashes or hangs
costs one case. A request marked ``warm`` goes instead to the server's warm
worker (``harness.worker.warm``), forked once and reused, whose answer the
pytest side trusts only when it equals the snapshots. Run as ``python -m harness.worker.server MODULE...`` (what to
preload; a module ending in ``?`` may be missing) with the request protocol
on stdin/stdout (one JSON object per line).
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import itertools
import json
import os
import resource
import select
import shutil
import signal
import sys
import tempfile
import time
import traceback
import types
from typing import Any, TextIO

from harness.worker import dependencies
from harness.worker.child import run
from harness.worker.protocol import CONVERTING, Request
from harness.worker.warm import WarmWorker, fork_warm

LOG_TAIL = 2000
OUTPUT_LIMIT = 64 << 20  # bytes a child may write to any one file, its log included
MEMORY_POLL = 0.1  # seconds between two looks at a child's memory
PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
_protocol_fd = -1  # the server's reply channel, which no child may hold
_drivers: list[types.ModuleType] = []  # the preloaded drivers, whose reset() a warm worker calls between cases
_warm: WarmWorker | None = None


def preload(modules: list[str]) -> None:
    """Import the framework and drivers once, optional companions (``torchvision?``) if they are there; then
    let each driver that has a ``warm_up()`` start its framework's runtime, so that no child pays for it.
    """
    dependencies.watch_preload()
    imported = []
    for name in modules:
        try:
            imported.append(importlib.import_module(name.rstrip("?")))
        except ImportError:
            if not name.endswith("?"):
                raise
    _drivers[:] = [module for module in imported if callable(getattr(module, "convert", None))]
    for module in _drivers:
        if callable(warm_up := getattr(module, "warm_up", None)):
            warm_up()
    dependencies.settle()


def child(request: Request, result_path: str) -> None:
    """Runs in the forked child: convert, write the result file atomically, exit."""
    try:
        result = run(request, result_path + CONVERTING)
    except BaseException as exc:  # noqa: BLE001 - a harness bug still must not kill the server
        traceback.print_exc()  # into the child's log
        frames = traceback.extract_tb(exc.__traceback__)
        at = f" (at {os.path.basename(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""
        message = f"harness error {type(exc).__name__}: {exc}{at}; please report it"
        result = {"status": "harness-error", "message": message.encode("utf-8", "backslashreplace").decode()}
    sys.stdout.flush()
    sys.stderr.flush()
    with open(result_path + ".part", "w", encoding="utf-8") as handle:
        json.dump(result, handle)
    os.replace(result_path + ".part", result_path)


def describe_exit(code: int) -> str:
    """Why a child ended without a result, from its exit code.

    >>> describe_exit(-6)
    'killed by signal SIGABRT'
    >>> describe_exit(3)
    'exited with code 3'
    >>> describe_exit(-25)
    'wrote more than 64 MiB to one file (its output included) and was killed'
    """
    if code == -signal.SIGXFSZ:
        return f"wrote more than {OUTPUT_LIMIT >> 20} MiB to one file (its output included) and was killed"
    if code < 0:
        return f"killed by signal {signal.Signals(-code).name}"
    return f"exited with code {code}"


def isolate() -> None:
    """In a process forked from the server: a process group of its own, none of the server's channels (its
    protocol, its warm worker's pipes), standard input from ``/dev/null`` and bounded files."""
    os.setpgid(0, 0)
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # a server killed takes its child along
    for fd in (_protocol_fd, *(_warm.fds if _warm else ())):
        if fd >= 0:
            os.close(fd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_LIMIT, OUTPUT_LIMIT))
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # Python ignores it; a file past the limit ends the child


def enter(scratch: str, log_path: str) -> None:
    """Before one conversion: a folder of its own (its temporary files too), its output into its log."""
    os.mkdir(scratch)
    os.chdir(scratch)
    tempfile.tempdir = scratch
    sys.stdout.flush()
    sys.stderr.flush()
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.close(log)


def fork_child(request: Request, result_path: str) -> int:
    """Start one conversion in a forked child; its output goes to ``<result_path>.log``.

    The child runs in its own process group, in its own folder ``<result_path>.tmp``
    (its temporary files go there too: AutoGraph writes each converted function to
    one, and removes it only at interpreter exit, which ``os._exit`` skips), with
    standard input from ``/dev/null``; the folder is removed when the child ends,
    and the pool removes it too, with its whole work folder, should the child be killed.
    """
    pid = os.fork()
    if pid == 0:
        scratch = result_path + ".tmp"
        try:
            isolate()
            enter(scratch, result_path + ".log")
            child(request, result_path)
        finally:
            os.chdir("/")
            shutil.rmtree(scratch, ignore_errors=True)
            os._exit(0)
    return pid


def _processes() -> list[tuple[int, int, int, int]]:
    """Every process as ``(pid, parent, process group, resident bytes)``, from ``/proc``."""
    page = os.sysconf("SC_PAGE_SIZE")
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat", "rb") as handle:
                    fields = handle.read().rsplit(b")", 1)[1].split()
            except (OSError, IndexError):
                continue
            found.append((int(name), int(fields[1]), int(fields[2]), int(fields[21]) * page))
    return found


def _memory(pid: int, *, whole_group: bool) -> int:
    """Resident bytes of a process, or of its whole process group (a scan of ``/proc``, so only now and then)."""
    if whole_group:
        return sum(rss for _, _, group, rss in _processes() if group == pid)
    try:
        with open(f"/proc/{pid}/statm", "rb") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


TIMED_OUT = "timed out"
OVER_MEMORY = "used more than"


def watch(pid: int, timeout: float, memory: float = 0, answer: int = -1) -> tuple[bool, str | None]:
    """Wait at most ``timeout`` seconds for a process to end or, when given, for its ``answer`` channel to be
    readable, while its process group holds at most ``memory`` MiB (no bound when 0); kill the group past
    either bound: (whether it answered, why it was killed or None)."""
    pidfd = os.pidfd_open(pid)
    watched = [pidfd, *([answer] if answer >= 0 else [])]
    deadline = time.monotonic() + timeout
    killed, answered = None, False
    try:
        for poll in itertools.count(1):
            left = deadline - time.monotonic()
            ready, _, _ = select.select(watched, [], [], max(0.0, min(left, MEMORY_POLL if memory else left)))
            if ready:
                answered = answer in ready
                break
            if time.monotonic() >= deadline:
                killed = f"{TIMED_OUT} after {timeout:g} s and was killed"
            elif memory and _memory(pid, whole_group=poll % 10 == 0) > memory * (1 << 20):
                killed = f"{OVER_MEMORY} {memory:g} MiB of memory (harness_case_memory) and was killed"
            if killed:
                _kill_group(pid)
                break
    finally:
        os.close(pidfd)
    return answered, killed


def wait_child(pid: int, timeout: float, memory: float = 0) -> tuple[int, str | None]:
    """Wait for a child at most ``timeout`` seconds, and while its process group holds at most ``memory`` MiB
    (no bound when 0), killing the group then: (exit code, why it was killed or None)."""
    _, killed = watch(pid, timeout, memory)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), killed


def _kill_group(group: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(group, signal.SIGKILL)


def end_descendants(group: int | None, known: set[int]) -> None:
    """End what a child left behind: its process group (unless None), and every orphan the server adopted as
    subreaper (a process that left the group: a daemon), except the server's ``known`` children of before."""
    if group is not None:
        _kill_group(group)
    for _ in range(100):
        orphans = _children() - known
        if not orphans:
            return
        for pid in orphans:
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass


def _children() -> set[int]:
    """This process's children: read from ``/proc/<pid>/task/*/children`` (a scan of every process costs 5-10 ms
    on a busy machine, a few times per case), or from that scan where the kernel has no such file."""
    me = os.getpid()
    found: set[int] = set()
    try:
        for task in os.listdir(f"/proc/{me}/task"):
            with open(f"/proc/{me}/task/{task}/children", "rb") as handle:
                found.update(int(pid) for pid in handle.read().split())
    except FileNotFoundError:
        return {pid for pid, parent, _, _ in _processes() if parent == me}
    except OSError:
        pass  # a thread that ended meanwhile
    return found


def serve_one(message: dict[str, Any]) -> dict[str, Any]:
    """Convert one case in a fresh child (or, asked ``warm``, in the warm worker), within ``timeout`` seconds
    and ``memory`` MiB."""
    if message.get("warm"):
        return serve_warm(message)
    path = message["result_path"]
    known = _children()
    pid = fork_child(Request(**message["request"]), path)
    code, killed = wait_child(pid, message["timeout"], message.get("memory", 0))
    end_descendants(pid, known)
    converting = os.path.exists(path + CONVERTING)
    with contextlib.suppress(FileNotFoundError):
        os.remove(path + CONVERTING)
    if killed and converting:
        # The case's own Python calls had ended: the converter is what did not finish.
        return {"status": "unfinished", "limit": "time" if killed.startswith(TIMED_OUT) else "memory"}
    if killed:
        reason = killed
    elif os.path.exists(path):
        return {"status": "done"}
    else:
        reason = describe_exit(code) if code else "ended without a result"
    return {"status": "crashed", "reason": reason, "log": _tail(path + ".log")}


def convert_warm(request: Request, result_path: str) -> None:
    """In the warm worker: one conversion, in its own folder, its output into its own log."""
    enter(result_path + ".tmp", result_path + ".log")
    child(request, result_path)


def end_own_descendants() -> None:
    """In the warm worker, after a case: end every other process of its group, and its children."""
    me = os.getpid()
    if not _children():
        return  # a process of its group that is no child of it is an orphan, which the server ends
    others = [(pid, parent) for pid, parent, group, _ in _processes() if pid != me and me in (group, parent)]
    for pid, _ in others:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
    for pid, parent in others:
        if parent == me:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)


def serve_warm(message: dict[str, Any]) -> dict[str, Any]:
    """Convert one case in the warm worker, forked on first use; one that crashed, hung, grew past the memory
    bound or answered wrongly is ended, and the next warm request forks another."""
    global _warm
    path = message["result_path"]
    if _warm is None:
        _warm = fork_warm(_drivers, isolate, convert_warm, end_own_descendants)
    worker = _warm
    known = _children() - {worker.pid}
    answered, killed = worker.ask(message, watch)
    end_descendants(None, known | {worker.pid})
    with contextlib.suppress(FileNotFoundError):
        os.remove(path + CONVERTING)  # a warm worker's conversion that did not finish is converted again, fresh
    if answered and os.path.exists(path):
        return {"status": "done"}
    _warm = None
    code = worker.end(_kill_group)
    end_descendants(None, known)
    reason = killed or (describe_exit(code) if code else "ended without a result")
    return {"status": "crashed", "reason": f"in the warm worker: {reason}", "log": _tail(path + ".log")}


def _tail(path: str) -> str:
    """The last ``LOG_TAIL`` characters of a child's log, read from its end only."""
    try:
        with open(path, "rb") as handle:
            handle.seek(max(0, os.fstat(handle.fileno()).st_size - 4 * LOG_TAIL))
            return handle.read().decode("utf-8", "replace")[-LOG_TAIL:]
    except OSError:
        return ""


def _prctl(option: int, value: int) -> None:
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)


def become_subreaper() -> None:
    """Adopt the orphans of this server's children, so that none outlives its case, and end with the process
    that started this server, should it be killed (Linux)."""
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def main(modules: list[str], channel: TextIO) -> None:
    """Preload, say ready, then serve requests until stdin closes."""
    global _protocol_fd
    _protocol_fd = channel.fileno()
    become_subreaper()
    preload(modules)
    channel.write(json.dumps({"ready": True}) + "\n")
    channel.flush()
    for line in sys.stdin:
        reply = serve_one(json.loads(line))
        channel.write(json.dumps(reply) + "\n")
        channel.flush()
    # The pool closed stdin: nothing is left to do. A framework's interpreter teardown (its atexit handlers, its
    # modules freed one by one) would keep the pool waiting for about a second and change nothing; a warm worker
    # ends as it does when the server dies, on its pipes' end of file.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    # Keep the protocol channel private: framework noise on fd 1 goes to stderr.
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    main(sys.argv[1:], protocol)
