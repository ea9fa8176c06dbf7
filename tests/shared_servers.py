"""Fork servers shared by the in-process runs of one test process, where no run can tell one from a fresh server.

A fork server imports its preload once and forks a fresh child per case; the child imports the case file anew. So a
server whose preload is the installed harness alone (no project module, no ``PYTHONPATH``: nothing a test writes),
started with the same command, environment and process state, that ran no warm worker (which keeps what it
converted) and wrote nothing to its log, is what a fresh start would give. Any other server is stopped with its run,
as the plugin's pool stops it.
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import sys
import tempfile
from collections import OrderedDict
from pathlib import Path

from harness.worker.pool import CASE_MEMORY, Request, ServerHandle, WorkerPool, server_environment

Key = tuple[object, ...]
# Idle servers kept at most, the least recently used stopped first: a test that sets its own environment makes a key
# of its own, which no other test shares.
CAPACITY = 6
_LIMITS = (resource.RLIMIT_AS, resource.RLIMIT_NOFILE, resource.RLIMIT_CORE, resource.RLIMIT_NPROC)
_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE, signal.SIGCHLD)


def sharing_key(preload: tuple[str, ...], pinned: dict[str, str], startup_timeout: float, replica: int) -> Key | None:
    """What a fork server started now, with this preload, would be made of; None when it may import a file a test
    writes (a project's module, anything on ``PYTHONPATH``), which a reused server would not import again.

    >>> sharing_key(("harness", "harness.convert.echo.driver"), {}, 60.0, 0) is not None
    True
    >>> sharing_key(("harness", "pickler.driver"), {}, 60.0, 0) is None
    True
    """
    if not all(m.rstrip("?") == "harness" or m.startswith("harness.") for m in preload) or "PYTHONPATH" in os.environ:
        return None
    umask = os.umask(0)
    os.umask(umask)
    return (
        sys.executable,
        preload,
        startup_timeout,
        replica,
        tuple(sorted(server_environment(os.environ, pinned).items())),
        # what a started process inherits: ignored signals, the blocked ones, the file mode mask, the limits
        tuple(signal.getsignal(s) == signal.SIG_IGN for s in _SIGNALS),
        tuple(sorted(signal.pthread_sigmask(signal.SIG_BLOCK, []))),
        umask,
        tuple(resource.getrlimit(limit) for limit in _LIMITS),
    )


class SharedServer(ServerHandle):
    """A fork server handle that remembers its key, whether it ran a warm worker, and its own folder."""

    key: Key | None = None
    warmed: bool = False

    def send(
        self, request: Request, timeout: float, result_path: Path, memory: float = CASE_MEMORY, *, warm: bool = False
    ) -> None:
        self.warmed = self.warmed or warm
        super().send(request, timeout, result_path, memory, warm=warm)

    def reusable(self) -> bool:
        if self.key is None or self.warmed or self.broken or not self.alive() or not self.workdir.is_dir():
            return False
        assert self.log is not None
        self.log.flush()
        return self.log_path.stat().st_size == 0


class ServerCache:
    """The idle shareable servers of one test process, by key."""

    def __init__(self) -> None:
        self.idle: OrderedDict[Key, list[SharedServer]] = OrderedDict()

    def take(self, key: Key | None) -> SharedServer | None:
        if key is None or not self.idle.get(key):
            return None
        self.idle.move_to_end(key)
        return self.idle[key].pop()

    def give(self, server: SharedServer) -> None:
        assert server.key is not None
        self.idle.setdefault(server.key, []).append(server)
        self.idle.move_to_end(server.key)
        while sum(map(len, self.idle.values())) > CAPACITY:
            oldest = next(key for key, servers in self.idle.items() if servers)
            stop(self.idle[oldest].pop(0))
            if not self.idle[oldest]:
                del self.idle[oldest]

    def close(self) -> None:
        for servers in self.idle.values():
            for server in servers:
                stop(server)
        self.idle.clear()


def stop(server: SharedServer) -> None:
    try:
        server.stop()
    finally:
        shutil.rmtree(server.workdir, ignore_errors=True)


class SharingPool(WorkerPool):
    """The plugin's pool, but its servers come from, and go back to, a :class:`ServerCache` where that is sound."""

    cache: ServerCache

    def server(self, framework: str, replica: int) -> ServerHandle:
        preload, pinned = self.preload(framework), self.pinned(framework)
        key = sharing_key(preload, pinned, self.startup_timeout, replica)
        if (idle := self.cache.take(key)) is not None:
            return idle
        # Its own folder (its log, its working folder), which outlives this run's.
        server = SharedServer(
            framework, Path(tempfile.mkdtemp(prefix="harness-shared-")), replica, preload, self.startup_timeout, pinned
        )
        server.key = key
        return server

    def close(self) -> None:
        spent: list[ServerHandle] = []
        for servers in self.servers.values():
            for server in servers:
                assert isinstance(server, SharedServer)
                if server.reusable():
                    self.cache.give(server)
                else:
                    spent.append(server)
        self.servers = {"spent": spent}
        try:
            super().close()  # stops the others as the plugin's pool does
        finally:
            for server in spent:
                shutil.rmtree(server.workdir, ignore_errors=True)


def sharing_pool(cache: ServerCache) -> type[SharingPool]:
    """A pool class whose servers ``cache`` keeps: what the plugin's plan makes in place of :class:`WorkerPool`."""
    return type("SharingPool", (SharingPool,), {"cache": cache})
