"""The processes a fork server forks: contained, watched within their bounds, and ended with all they left behind.

Shared by the fork server (``harness.worker.server``, its fresh children) and its warm worker (``harness.worker.warm``).
"""

from __future__ import annotations

import contextlib
import ctypes
import itertools
import os
import resource
import select
import signal
import sys
import tempfile
import time
from collections.abc import Iterable

LOG_TAIL = 2000
OUTPUT_LIMIT = 64 << 20  # bytes a fresh child or warm worker may write to any one file, its log included
MEMORY_POLL = 0.1  # seconds between two looks at a watched process's memory
PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
TIMED_OUT = "timed out"
SIGNALLED = "killed by signal"  # how a process a signal ended is said (not one of its bounds, which end it alike)
OVER_MEMORY = "used more than"
NO_SPACE = 228  # the exit code of a fresh child that could write no result: its folder's disk is full


def describe_exit(code: int, folder: str = "") -> str:
    """Why a fresh child or warm worker ended without a result, from its exit code (``folder``: where it wrote).

    >>> describe_exit(-6)
    'killed by signal SIGABRT'
    >>> describe_exit(3)
    'exited with code 3'
    >>> describe_exit(-25)
    'wrote more than 64 MiB to one file (its output included) and was killed'
    >>> describe_exit(NO_SPACE, "/tmp/harness-1")
    'could write no result (No space left on device): the disk holding /tmp/harness-1 (TMPDIR) is full; free space on it, or set TMPDIR to a folder on another disk, then run again'
    """
    if code == NO_SPACE:
        return (
            f"could write no result (No space left on device): the disk holding {folder} (TMPDIR) is full; free space"
            " on it, or set TMPDIR to a folder on another disk, then run again"
        )
    if code == -signal.SIGXFSZ:
        return f"wrote more than {OUTPUT_LIMIT >> 20} MiB to one file (its output included) and was killed"
    if code < 0:
        return f"{SIGNALLED} {signal.Signals(-code).name}"
    return f"exited with code {code}"


def isolate(private: Iterable[int]) -> None:
    """In a process forked from the fork server: a process group of its own, none of the server's ``private``
    channels (its protocol, its warm worker's pipes), standard input from ``/dev/null`` and bounded files."""
    os.setpgid(0, 0)
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # a fork server killed takes the processes it forked along
    for fd in private:
        if fd >= 0:
            os.close(fd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_LIMIT, OUTPUT_LIMIT))
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # Python ignores it; a file past the limit ends the process


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


def processes() -> list[tuple[int, int, int, int]]:
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
        return sum(rss for _, _, group, rss in processes() if group == pid)
    try:
        with open(f"/proc/{pid}/statm", "rb") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


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
                kill_group(pid)
                break
    finally:
        os.close(pidfd)
    return answered, killed


def kill_group(group: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(group, signal.SIGKILL)


def end_descendants(group: int | None, known: set[int]) -> None:
    """End what a forked process left behind: its process group (unless None), and every orphan the fork server
    adopted as subreaper (a process that left the group: a daemon), except the server's ``known`` children of before."""
    if group is not None:
        kill_group(group)
    for _ in range(100):
        orphans = children() - known
        if not orphans:
            return
        for pid in orphans:
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass


def children() -> set[int]:
    """This process's children: read from ``/proc/<pid>/task/*/children`` (a scan of every process costs 5-10 ms
    on a busy machine, a few times per case), or from that scan where the kernel has no such file."""
    me = os.getpid()
    found: set[int] = set()
    try:
        for task in os.listdir(f"/proc/{me}/task"):
            with open(f"/proc/{me}/task/{task}/children", "rb") as handle:
                found.update(int(pid) for pid in handle.read().split())
    except FileNotFoundError:
        return {pid for pid, parent, _, _ in processes() if parent == me}
    except OSError:
        pass  # a thread that ended meanwhile
    return found


def tail(path: str) -> str:
    """The last ``LOG_TAIL`` characters of a conversion's log, read from its end only."""
    try:
        with open(path, "rb") as handle:
            handle.seek(max(0, os.fstat(handle.fileno()).st_size - 4 * LOG_TAIL))
            return handle.read().decode("utf-8", "replace")[-LOG_TAIL:]
    except OSError:
        return ""


def prctl(option: int, value: int) -> None:
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)
