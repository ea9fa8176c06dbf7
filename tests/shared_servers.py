"""Fork servers shared by the in-process runs of one test, where no run can tell one from a fresh server.

A fork server imports its preload once and forks a fresh child per case; the child imports the case file anew. So a
server whose preload is the installed harness and the standard library (no project module, no ``PYTHONPATH``: nothing
a test writes), started with the same command, environment and process state, that has ended its warm worker (which
keeps what it converted) and wrote nothing to its log, is what a fresh start would give. Any other server is stopped
with its run, as the plugin's pool stops it. Across tests too, where the key says so: pytester gives each test its own
``HOME``, which a conversion's output depends on (a path under it is written ``~``) and a started server keeps, so the
``project`` fixture gives every project the session's one (``tests/conftest.py``).
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import sys
import tempfile
from pathlib import Path

from harness.worker.pool import CASE_MEMORY, Request, ServerHandle, WorkerPool, server_environment

Key = tuple[object, ...]
_LIMITS = (resource.RLIMIT_AS, resource.RLIMIT_NOFILE, resource.RLIMIT_CORE, resource.RLIMIT_NPROC)
_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE, signal.SIGCHLD)


def installed(module: str) -> bool:
    """Whether a fork server (``-P``, no ``PYTHONPATH``) imports a module from the standard library or the installed
    harness, which no test writes.

    >>> installed("harness.testing.echo.driver"), installed("dis"), installed("os.path"), installed("mylib")
    (True, True, True, False)
    """
    top = module.partition(".")[0]
    return top == "harness" or top in sys.stdlib_module_names


def sharing_key(
    framework: str, preload: tuple[str, ...], pinned: dict[str, str], startup_timeout: float, replica: int
) -> Key | None:
    """What a fork server started now, with this preload, would be made of; None when it may import a file a test
    writes (a project's module, anything on ``PYTHONPATH``), which a reused server would not import again."""
    if not all(installed(m.rstrip("?")) for m in preload) or "PYTHONPATH" in os.environ:
        return None
    umask = os.umask(0)
    os.umask(umask)
    return (
        sys.executable,
        framework,  # the name its messages and its log give it
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
    """A fork server handle that remembers its key and whether it ran a warm worker, with a folder of its own."""

    key: Key | None = None
    warmed: bool = False

    def send(
        self, request: Request, timeout: float, result_path: Path, memory: float = CASE_MEMORY, *, warm: bool = False
    ) -> None:
        self.warmed = self.warmed or warm
        super().send(request, timeout, result_path, memory, warm=warm)

    def reusable(self) -> bool:
        if self.key is None or self.broken or not self.alive() or not self.workdir.is_dir():
            return False
        if self.warmed:
            if not self.end_warm():
                return False
            self.warmed = False
        assert self.log is not None
        self.log.flush()
        return self.log_path.stat().st_size == 0


class ServerCache:
    """The idle shareable servers: at most ``limit``, the longest idle stopped first."""

    def __init__(self, limit: int = 4) -> None:
        self.idle: list[SharedServer] = []  # the longest idle first
        self.limit = limit

    def take(self, key: Key | None) -> SharedServer | None:
        found = [server for server in self.idle if key is not None and server.key == key]
        if found:
            self.idle.remove(found[-1])
            return found[-1]
        return None

    def give(self, server: SharedServer) -> None:
        assert server.key is not None
        self.idle.append(server)
        while len(self.idle) > self.limit:
            stop(self.idle.pop(0))

    def close(self) -> None:
        while self.idle:
            stop(self.idle.pop())


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
        key = sharing_key(framework, preload, pinned, self.startup_timeout, replica)
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
