"""The warm worker: forked once from a fork server, it converts case after case, resetting caches between them.

Its outputs may depend on what it converted before: the pool trusts them only when every output equals the
snapshot, and converts anything else again in a fresh child. Between two cases it restores what a case may change
in the interpreter (``sys.path``, the environment, the warning filters, the case's own modules) and calls each
preloaded driver's ``reset()``, which clears its framework's caches. Both sides live here: the fork server's handle
on its warm worker (:func:`serve_one`, :class:`WarmWorker`) and the warm worker's own loop (:func:`serve`).
"""

from __future__ import annotations

import contextlib
import json
import linecache
import os
import shutil
import signal
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from harness.worker import processes
from harness.worker.child import read_result, write_result
from harness.worker.processes import describe_exit
from harness.worker.protocol import CONVERTING, Driver, Entry, Envelope, Reply, Request, Resets

Resolve = Callable[[str, str], Entry | str]  # the fork server's resolution of a request's converter (server.entry)

ANSWER = b"written\n"  # what the warm worker says once a request's result file is in place
_worker: WarmWorker | None = None  # in the fork server: its warm worker, once forked


@dataclass
class WarmWorker:
    """The fork server's handle on its warm worker: its pid and the server's ends of the two pipes."""

    pid: int
    requests: int  # the fork server writes one JSON request a line
    answers: int  # the warm worker writes ANSWER once the result file of a request is in place

    @property
    def fds(self) -> tuple[int, int]:
        return self.requests, self.answers

    def ask(self, envelope: Envelope) -> tuple[bool, str | None]:
        """Send one request and wait for its answer within its bounds: (whether it answered, why it was killed)."""
        try:
            os.write(self.requests, (json.dumps(envelope) + "\n").encode())
        except OSError:
            return False, None
        answered, killed = processes.watch(self.pid, envelope["timeout"], envelope.get("memory", 0), self.answers)
        return answered and os.read(self.answers, 64) == ANSWER, killed

    def end(self) -> int:
        """Kill it and its process group; its exit code."""
        processes.kill_group(self.pid)
        for fd in self.fds:
            with contextlib.suppress(OSError):
                os.close(fd)
        _, status = os.waitpid(self.pid, 0)
        return os.waitstatus_to_exitcode(status)


def channels() -> tuple[int, ...]:
    """In the fork server: its ends of its warm worker's pipes, which no other process it forks may hold."""
    return _worker.fds if _worker else ()


def serve_one(envelope: Envelope, drivers: list[Driver], isolate: Callable[[], None], resolve: Resolve) -> Reply:
    """In the fork server: convert one case in its warm worker, forked on first use (``isolate`` contains it as a
    fresh child is contained; ``resolve``, the server's, gives it each request's converter); one that crashed, hung,
    grew past the memory bound or answered wrongly is ended, and the next warm request forks another."""
    global _worker
    path = envelope["result_path"]
    if _worker is None:
        _worker = fork_warm(drivers, isolate, resolve)
    worker = _worker
    known = processes.children() - {worker.pid}
    answered, killed = worker.ask(envelope)
    processes.end_descendants(None, known | {worker.pid})
    with contextlib.suppress(FileNotFoundError):
        os.remove(path + CONVERTING)  # a warm worker's conversion that did not finish is converted again, fresh
    if answered and (result := read_result(path)) is not None:
        return result
    _worker = None
    code = worker.end()
    processes.end_descendants(None, known)
    reason = killed or (describe_exit(code) if code else "ended without a result")
    return {"status": "crashed", "reason": f"in the warm worker: {reason}", "log": processes.tail(path + ".log")}


def end_worker() -> None:
    """In the fork server: end its warm worker, if it has one, which leaves the server as it was before its first warm
    request; the next one forks another."""
    global _worker
    if _worker is not None:
        worker, _worker = _worker, None
        worker.end()


@dataclass
class Interpreter:
    """What a case may change in the warm worker's interpreter, as it was before the first case."""

    path: list[str]
    environment: dict[str, str]
    filters: list[Any]
    lines: dict[str, Any]
    recursion: int

    @classmethod
    def now(cls) -> Interpreter:
        return cls(
            list(sys.path), dict(os.environ), list(warnings.filters), dict(linecache.cache), sys.getrecursionlimit()
        )

    def restore(self, package: str) -> None:
        """Put it back, and forget the modules of the cases package (``cases`` and ``cases.*``)."""
        sys.path[:] = self.path
        if dict(os.environ) != self.environment:
            os.environ.clear()
            os.environ.update(self.environment)
        warnings.filters[:] = self.filters  # type: ignore[index]
        warnings._filters_mutated()  # type: ignore[attr-defined]  # the filters' cache, as warnings' own functions do
        linecache.cache.clear()
        linecache.cache.update(self.lines)
        sys.setrecursionlimit(self.recursion)
        for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
            del sys.modules[name]


def reset(drivers: list[Driver]) -> None:
    """Each driver's ``reset()`` (``protocol.Resets``): its framework's caches and counters, cleared between two warm
    cases."""
    resets = [driver.reset for driver in drivers if isinstance(driver, Resets) and callable(driver.reset)]
    for clear in dict.fromkeys(resets):  # drivers that share a framework may share one reset()
        clear()


def convert(request: Request, entry: Entry, result_path: str) -> None:
    """In the warm worker: one conversion, in its own folder, its output into its own log."""
    processes.enter(result_path + ".tmp", result_path + ".log")
    write_result(request, entry, result_path)


def end_own_descendants() -> None:
    """In the warm worker, after a case: end every other process of its group, and its children."""
    me = os.getpid()
    if not processes.children():
        return  # a process of its group that is no child of it is an orphan, which the fork server ends
    others = [(pid, parent) for pid, parent, group, _ in processes.processes() if pid != me and me in (group, parent)]
    for pid, _ in others:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
    for pid, parent in others:
        if parent == me:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)


def serve(requests: int, answers: int, drivers: list[Driver], resolve: Resolve) -> None:
    """The warm worker's loop: each request converted (its result file written), then what the case started ended,
    its folder removed, the interpreter restored and the drivers reset. The fork server checked each request's
    converter before it asked (``resolve``, its own)."""
    before = Interpreter.now()
    for line in os.fdopen(requests, "r", encoding="utf-8"):
        envelope: Envelope = json.loads(line)
        request = Request.from_json(envelope["request"])
        entry = resolve(request.converter, request.root)
        assert isinstance(entry, Entry), entry
        try:
            convert(request, entry, envelope["result_path"])
        finally:
            end_own_descendants()
            os.chdir("/")
            shutil.rmtree(envelope["result_path"] + ".tmp", ignore_errors=True)
            before.restore(request.module.split(".")[0])
            reset(drivers)
        os.write(answers, ANSWER)


def fork_warm(drivers: list[Driver], isolate: Callable[[], None], resolve: Resolve) -> WarmWorker:
    """In the fork server: fork its warm worker; ``isolate`` contains it as a fresh child is contained, then it
    serves."""
    theirs_requests, requests = os.pipe()
    answers, theirs_answers = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(requests)
            os.close(answers)
            isolate()
            serve(theirs_requests, theirs_answers, drivers, resolve)
        finally:
            os._exit(0)
    os.close(theirs_requests)
    os.close(theirs_answers)
    return WarmWorker(pid, requests, answers)
