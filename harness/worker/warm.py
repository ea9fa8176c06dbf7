"""The warm worker: forked once from a fork server, it converts case after case, resetting caches between them.

Its outputs may depend on what it converted before: the pytest side trusts them only when every output
equals the snapshot, and converts anything else again in a fresh child. Between two cases it restores
what a case may change in the interpreter (``sys.path``, the environment, the warning filters, the
case's own modules) and calls each preloaded driver's ``reset()``, which clears its framework's caches.
"""

from __future__ import annotations

import contextlib
import json
import linecache
import os
import shutil
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from harness.worker.protocol import Request

ANSWER = b"done\n"
Watch = Callable[[int, float, float, int], tuple[bool, "str | None"]]


@dataclass
class WarmWorker:
    """The server's handle on its warm worker: its pid and the server's ends of the two pipes."""

    pid: int
    requests: int  # the server writes one JSON request a line
    answers: int  # the worker writes ANSWER once the result file of a request is in place

    @property
    def fds(self) -> tuple[int, int]:
        return self.requests, self.answers

    def ask(self, message: dict[str, Any], watch: Watch) -> tuple[bool, str | None]:
        """Send one request and wait for its answer within its bounds: (whether it answered, why it was killed)."""
        try:
            os.write(self.requests, (json.dumps(message) + "\n").encode())
        except OSError:
            return False, None
        answered, killed = watch(self.pid, message["timeout"], message.get("memory", 0), self.answers)
        return answered and os.read(self.answers, 64) == ANSWER, killed

    def end(self, kill_group: Callable[[int], None]) -> int:
        """Kill it and its process group; its exit code."""
        kill_group(self.pid)
        for fd in self.fds:
            with contextlib.suppress(OSError):
                os.close(fd)
        _, status = os.waitpid(self.pid, 0)
        return os.waitstatus_to_exitcode(status)


@dataclass
class Interpreter:
    """What a case may change in the worker's interpreter, as it was before the first case."""

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


def reset(drivers: list[ModuleType]) -> None:
    """Each driver's ``reset()``: its framework's caches and counters, cleared between two warm cases."""
    resets = [clear for driver in drivers if callable(clear := getattr(driver, "reset", None))]
    for clear in dict.fromkeys(resets):  # drivers that share a framework may share one reset()
        clear()


def serve(
    requests: int,
    answers: int,
    drivers: list[ModuleType],
    convert: Callable[[Request, str], None],
    end_others: Callable[[], None],
) -> None:
    """The worker's loop: each request converted by ``convert`` (which writes its result file), then what the
    case started ended (``end_others``), its folder removed, the interpreter restored and the drivers reset."""
    before = Interpreter.now()
    for line in os.fdopen(requests, "r", encoding="utf-8"):
        message = json.loads(line)
        request = Request(**message["request"])
        try:
            convert(request, message["result_path"])
        finally:
            end_others()
            os.chdir("/")
            shutil.rmtree(message["result_path"] + ".tmp", ignore_errors=True)
            before.restore(request.module.split(".")[0])
            reset(drivers)
        os.write(answers, ANSWER)


def fork_warm(
    drivers: list[ModuleType],
    isolate: Callable[[], None],
    convert: Callable[[Request, str], None],
    end_others: Callable[[], None],
) -> WarmWorker:
    """Fork the warm worker: ``isolate`` contains it as a fresh child is contained, then it serves."""
    theirs_requests, requests = os.pipe()
    answers, theirs_answers = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(requests)
            os.close(answers)
            isolate()
            serve(theirs_requests, theirs_answers, drivers, convert, end_others)
        finally:
            os._exit(0)
    os.close(theirs_requests)
    os.close(theirs_answers)
    return WarmWorker(pid, requests, answers)
