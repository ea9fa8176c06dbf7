"""The pool: in the pytest process (or an xdist worker), it starts the fork servers, sends requests, reads replies."""

from __future__ import annotations

import functools
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, cast

from harness.convert.behaviour import varying
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.unfinished import not_finished
from harness.converter import Converter, resolved
from harness.project import DEFAULTS
from harness.textdiff import unified_diff
from harness.worker.protocol import (
    END_WARM,
    ENDED,
    PROJECT,
    Converted,
    Depends,
    Envelope,
    Failure,
    Reply,
    Request,
    Result,
    blamed,
    is_reply,
    reply_fault,
)

HASH_SEED = "0"  # a converter's output order may follow the hash seed; pin it.
# What every conversion sees, whatever the user's shell has: the hash seed, and an
# untranslated locale and one time zone, so libc's messages and any time read the same.
# A converter adds its framework's own (its registry entry's ``pinned``).
PINNED_ENVIRONMENT = {
    "PYTHONHASHSEED": HASH_SEED,
    "LC_ALL": "C.UTF-8",
    "TZ": "UTC",
    "PYTHONUNBUFFERED": "1",
}
STARTUP_TIMEOUT = float(DEFAULTS["harness_startup_timeout"])  # seconds a fork server may take to import its framework
CASE_MEMORY = float(DEFAULTS["harness_case_memory"])  # MiB a case's processes may hold together

NOTHING_READ: Depends = {"files": {}, "distributions": {}, "preloaded": {}, "environment": {}}
# The test runners' own variables say which test started a fork server and in which run (pytest's running test,
# xdist's worker and run id, the wheel tox built for this run): no conversion may read them.
RUNNER_PREFIXES = ("PYTEST_", "TOX_")


def server_environment(environ: Mapping[str, str], pinned: Mapping[str, str]) -> dict[str, str]:
    """The environment a fork server is given: the run's, but for the test runners' own variables, with its
    converters' pins, and the harness-wide pins above all.

    >>> run = {"A": "1", "TZ": "CET", "PYTEST_CURRENT_TEST": "t.py::f (call)", "TOX_PACKAGE": ".tox/.tmp/package/7/h.whl"}
    >>> given = server_environment(run, {"B": "2"})
    >>> given["A"], given["B"], given["TZ"], "PYTEST_CURRENT_TEST" in given, "TOX_PACKAGE" in given
    ('1', '2', 'UTC', False, False)
    """
    return {**{k: v for k, v in environ.items() if not k.startswith(RUNNER_PREFIXES)}, **pinned, **PINNED_ENVIRONMENT}


def pinned_environment(converters: Iterable[Converter]) -> dict[str, str]:
    """The variables one fork server pins for the converters it serves: the union of their ``pinned``.

    >>> from harness.converter import Converter
    >>> one = Converter("one", "fw", ("fw",), "d", pinned=(("A", "1"),))
    >>> pinned_environment([one, Converter("two", "fw", ("fw",), "d", pinned=(("B", "2"),))])
    {'A': '1', 'B': '2'}
    >>> pinned_environment([one, Converter("three", "fw", ("fw",), "d", pinned=(("A", "2"),))])
    Traceback (most recent call last):
    ...
    ValueError: converters one and three share a fork server but pin A to '1' and '2'
    """
    found: dict[str, tuple[str, str]] = {}
    for converter in converters:
        for name, value in converter.pinned:
            earlier, pinned = found.setdefault(name, (converter.name, value))
            if pinned != value:
                raise ValueError(
                    f"converters {earlier} and {converter.name} share a fork server but pin {name} to {pinned!r} and {value!r}"
                )
    return {name: value for name, (_, value) in found.items()}


REPLY_GRACE = float(DEFAULTS["harness_reply_grace"])  # seconds beyond a case's bound to end it and clean up


def reply_timeout(timeout: float, grace: float = REPLY_GRACE) -> float:
    """Seconds a fork server may take to reply to one request: the case's timeout, and time to kill and clean up.

    >>> reply_timeout(1), reply_timeout(120), reply_timeout(1, grace=2)
    (11.25, 160.0, 3.25)
    """
    return timeout * 1.25 + grace


class WorkerError(Exception):
    """The conversion could not produce a result, and why, as its ``kind`` says: ``crashed`` (its process died or
    was killed), ``nondeterministic`` (two conversions, in independent fork servers, differed), ``case-error`` (the
    case could not be loaded) or ``harness-error`` (a fork server failed, or the harness in the child)."""

    def __init__(self, message: str, kind: Failure = "harness-error", again: str = "") -> None:
        super().__init__(message)
        self.kind: Failure = kind
        self.again = again  # what the same failure says once a case showed it (a fork server that cannot start)


@dataclass
class ServerHandle:
    """One running fork server for one framework."""

    framework: str
    workdir: Path
    replica: int = 0
    preload: tuple[str, ...] = ()
    startup_timeout: float = STARTUP_TIMEOUT
    pinned: Mapping[str, str] = field(default_factory=dict)  # its converters' pins; the harness-wide ones win
    process: subprocess.Popen[str] | None = None
    log: IO[str] | None = None
    broken: str | None = None  # why it could not start; later requests fail at once with it

    @property
    def log_path(self) -> Path:
        return self.workdir / f"{self.framework}-{self.replica}-server.log"

    def start(self) -> None:
        """Start the fork server; one that cannot start fails every request at once with why (``again``: what a
        request says once a case showed why)."""
        again = f"the {self.framework} fork server did not start: the first case that failed with it says why"
        if self.broken:
            raise WorkerError(self.broken, again=again)
        env = server_environment(os.environ, self.pinned)
        self.log = open(self.log_path, "w", encoding="utf-8")  # noqa: SIM115
        self.process = subprocess.Popen(
            # -P: the working folder is not on the server's sys.path.
            [sys.executable, "-P", "-m", "harness.worker.server", *(self.preload or (self.framework,))],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env=env,
            cwd=self.workdir,
        )
        assert self.process.stdout
        ready, _, _ = select.select([self.process.stdout], [], [], self.startup_timeout)
        importing = ", ".join(m.rstrip("?") for m in self.preload or (self.framework,) if m != PROJECT)
        hello = self._read() if ready else None
        if not ready:
            self.process.kill()
            self.broken = f"the {self.framework} fork server did not start within {self.startup_timeout:g} s (importing {importing}) and was killed"
        elif hello and hello.get("preload"):
            self.broken = (
                f"the {self.framework} fork server did not start: harness_preload names {hello['preload']}; install"
                " it, or take it out of harness_preload (a name ending in ? may be missing)"
            )
        elif not hello or not hello.get("ready"):
            self.broken = f"the {self.framework} fork server did not start (importing {importing})"
        if self.broken:
            self.stop()
            if not (hello and hello.get("preload")):
                self.broken += f":\n{self._log_tail()}"
            raise WorkerError(self.broken, again=again)

    def _read(self) -> dict[str, Any] | None:
        assert self.process and self.process.stdout
        line = self.process.stdout.readline()
        return json.loads(line) if line else None

    def _log_tail(self) -> str:
        if self.log:
            self.log.flush()
        try:
            with open(self.log_path, "rb") as handle:
                handle.seek(max(0, self.log_path.stat().st_size - 12000))
                return handle.read().decode("utf-8", "replace")[-3000:]
        except OSError:
            return ""

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def send(
        self, request: Request, timeout: float, result_path: Path, memory: float = CASE_MEMORY, *, warm: bool = False
    ) -> None:
        """Ask for one conversion (``warm``: by the server's warm worker); :meth:`receive` waits for its reply."""
        if not self.alive():
            self.start()
        assert self.process and self.process.stdin
        envelope: Envelope = {
            "request": request.to_json(),
            "result_path": str(result_path),
            "timeout": timeout,
            "memory": memory,
            "warm": warm,
        }
        try:
            self.process.stdin.write(json.dumps(envelope) + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # receive() reports the dead server

    def end_warm(self, timeout: float = 30) -> bool:
        """Have the running fork server end its warm worker, if it has one: whether it did so within ``timeout``
        seconds (then the server is as it was before its first warm request)."""
        assert self.process and self.process.stdin and self.process.stdout
        try:
            self.process.stdin.write(json.dumps(END_WARM) + "\n")
            self.process.stdin.flush()
        except OSError:
            return False
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        try:
            return bool(ready) and self._read() == ENDED
        except (OSError, ValueError):
            return False

    def receive(self, timeout: float) -> Reply:
        """The reply to the request sent, waited for at most ``timeout`` seconds (the server is killed then)."""
        assert self.process and self.process.stdout
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        if not ready:
            self.process.kill()
            self.stop()
            raise WorkerError(f"the {self.framework} fork server did not answer within {timeout:g} s and was killed")
        try:
            reply = self._read()
        except (OSError, ValueError):
            reply = None
        if not is_reply(reply):
            self.stop()
            raise WorkerError(f"the {self.framework} fork server died:\n{self._log_tail()}")
        return reply

    def stop(self) -> None:
        try:
            if self.process is not None:
                if self.process.stdin:
                    self.process.stdin.close()
                try:
                    self.process.wait(timeout=30)
                except BaseException:  # too slow, or this process is interrupted while it waits
                    self.process.kill()
                    self.process.wait()
                    if not isinstance(sys.exc_info()[1], subprocess.TimeoutExpired):
                        raise
        finally:
            if self.process is not None and self.process.stdout:
                self.process.stdout.close()
            self.process = None
            if self.log:
                self.log.close()
                self.log = None


def nondeterminism(first: Mapping[str, Any], second: Mapping[str, Any]) -> str | None:
    """How two results of the same conversion differ, or None when they are identical.

    >>> nondeterminism({"outputs": {"a": "1\\n"}}, {"outputs": {"a": "1\\n"}}) is None
    True
    >>> print(nondeterminism({"outputs": {"a": "1\\n", "b": ""}}, {"outputs": {"a": "2\\n"}}))
    --- a (first)
    +++ a (second)
    @@ -1 +1 @@
    -1
    +2
    b: produced by one conversion only
    """
    # What it read aside, and its saved program's files, whose bytes may hold weights drawn at random: their text
    # record (``saved.txt``) is an output
    first, second = ({k: v for k, v in r.items() if k not in ("depends", "saved")} for r in (first, second))
    if first == second:
        return None
    if first.get("status") != second.get("status"):
        return f"one conversion gave {first.get('status')}, the other {second.get('status')}"
    lines: list[str] = []
    one, two = first.get("outputs", {}), second.get("outputs", {})
    for name in sorted(set(one) | set(two)):
        if name not in one or name not in two:
            lines.append(f"{name}: produced by one conversion only")
        elif one[name] != two[name]:
            lines.extend(unified_diff(one[name], two[name], name, ("first", "second")))
    return "\n".join(lines) or f"{first.get('message')!r} != {second.get('message')!r}"


def made_one(first: Result, second: Result) -> Result:
    """``first``, but where two conversions of a case differ only in ``behaviour.txt``'s lines of the input sets whose
    Python result differs between them (``varying.settled``): ``first`` with that file made one, the case's own.

    >>> one = {"status": "ok", "outputs": {"behaviour.txt": "inputs: [1]\\npython: 1401\\nc: 1401\\nsame\\n"}}
    >>> two = {"status": "ok", "outputs": {"behaviour.txt": "inputs: [1]\\npython: 1501\\nc: 1501\\nsame\\n"}}
    >>> print(made_one(one, two)["outputs"]["behaviour.txt"], end="")
    inputs: [1]
    python: varies from one process to another: not shown
    c: varies from one process to another: not shown
    not compared, as the case's own result varies: c
    >>> made_one(one, {**two, "outputs": {**two["outputs"], "other.txt": ""}}) is one
    True
    """
    if first["status"] != "ok" or second["status"] != "ok":
        return first
    made = varying.settled(first["outputs"].get(BEHAVIOUR, ""), second["outputs"].get(BEHAVIOUR, ""))
    if made is None:
        return first
    one: Converted = {**first, "outputs": {**first["outputs"], BEHAVIOUR: made}}
    if nondeterminism(one, {**second, "outputs": {**second["outputs"], BEHAVIOUR: made}}):
        return first
    return one


def result(reply: Reply) -> Result:
    """What a fork server's reply says a conversion gave: its result, or, for a conversion its converter did not
    finish, that outcome's outputs (``not_finished.txt``).

    >>> result({"status": "unfinished", "limit": "time"})["outputs"]
    {'not_finished.txt': "the converter did not finish: it ran past the case's time bound (harness_case_timeout)\\n"}
    >>> result({"status": "case-error", "message": "cases/a.py:3: NameError: x"})["status"]
    'case-error'
    """
    if reply["status"] == "unfinished":
        # What a killed child read is unknown: no cache keeps the result (the plugin's cache skips it).
        return {"status": "ok", "outputs": not_finished(reply["limit"]), "depends": NOTHING_READ}
    if reply["status"] == "crashed":
        raise ValueError(f"a crash has no result: {reply['reason']}")
    return reply


class WorkerPool:
    """Lazily started fork servers for one pytest process: up to two independent ones per framework.

    A conversion runs in a fresh child of the first server, or, asked
    ``warm``, in that server's warm worker, whose answer only a comparison that
    finds every output equal to its snapshot may use. To check that an
    output is deterministic, :meth:`convert` with ``check=True`` (before a
    snapshot is written) and :meth:`confirm` (after a comparison failed) also
    convert in the second, separately started server: an unnormalized
    address, id or random value differs between the two, so it can neither
    become a flaky snapshot nor pass for a converter change.
    """

    def __init__(
        self,
        timeout: float,
        converters: Mapping[str, Converter],
        startup_timeout: float = STARTUP_TIMEOUT,
        memory: float = CASE_MEMORY,
        extra_preload: tuple[str, ...] = (),
        reply_grace: float = REPLY_GRACE,
    ) -> None:
        self.timeout = timeout
        self.reply_grace = reply_grace
        self.memory = memory
        self.extra_preload = extra_preload  # the project's harness_preload
        self.startup_timeout = startup_timeout
        self.converters = converters
        self.servers: dict[str, list[ServerHandle]] = {}
        self.count = 0
        self.shown: set[str] = set()  # the failures a case showed that every later one of the same cause points to

    @functools.cached_property
    def workdir(self) -> Path:
        """The servers' logs and the children's result files; made on the first conversion, removed by :meth:`close`."""
        return Path(tempfile.mkdtemp(prefix="harness-"))

    def convert(self, framework: str, request: Request, *, check: bool = False, warm: bool = False) -> Converted:
        """Outputs of one case, and what its conversion depended on; or raise WorkerError."""
        results = self._run(framework, request, (0, 1) if check else (0,), warm=warm and not check)
        result = self._same(results[0], results[1]) if check else results[0]
        if result["status"] != "ok":
            raise WorkerError(result["message"], result["status"])
        return result

    def confirm(self, framework: str, request: Request, result: Converted) -> Converted:
        """Convert again in the second server; raise WorkerError if its result differs from ``result``. Where only the
        case's own Python result differs, the result the two make one (:func:`made_one`)."""
        return cast(Converted, self._same(result, self._run(framework, request, (1,))[0]))

    def _run(self, framework: str, request: Request, replicas: tuple[int, ...], *, warm: bool = False) -> list[Result]:
        if framework not in self.servers:
            self.servers[framework] = [self.server(framework, r) for r in range(2)]
        servers = self.servers[framework]
        chosen = [servers[r] for r in replicas]
        self.count += 1
        self.workdir.mkdir(parents=True, exist_ok=True)  # a case may have removed it
        paths = [self.workdir / f"result-{self.count}-{server.replica}.json" for server in chosen]
        for server, path in zip(chosen, paths, strict=False):
            server.send(request, self.timeout, path, self.memory, warm=warm)
        replies: list[Reply] = []
        failures = []
        for server in chosen:  # every reply is read, so that no server answers a later request with an old one
            try:
                replies.append(server.receive(reply_timeout(self.timeout, self.reply_grace)))
            except WorkerError as exc:
                failures.append(exc)
        if failures:
            raise failures[0]
        for path in paths:
            Path(f"{path}.log").unlink(missing_ok=True)
        for reply in replies:
            if reply["status"] == "crashed":
                log = reply["log"].strip()
                said = f"conversion {reply['reason']}" + (f"\n--- its output ---\n{log}" if log else "")
                raise WorkerError(said, "crashed")
        results = [result(reply) for reply in replies]
        for one in results:  # whatever a child wrote, no output leaves its case's folder
            fault = reply_fault(one["outputs"]) if one["status"] == "ok" else None
            if fault:
                raise WorkerError(blamed(self.name(request.converter), fault))
        return results

    def name(self, reference: str) -> str:
        """The name of the converter a request names (``Request.converter``), as its messages say it.

        >>> WorkerPool(1, {}).name("harness.testing.echo:ECHO"), WorkerPool(1, {}).name("fx")
        ('echo', 'fx')
        """
        return str(resolved(reference).name) if ":" in reference else reference

    def server(self, framework: str, replica: int) -> ServerHandle:
        """The handle of one of a framework's two fork servers, started on its first request."""
        return ServerHandle(
            framework, self.workdir, replica, self.preload(framework), self.startup_timeout, self.pinned(framework)
        )

    def preload(self, group: str) -> tuple[str, ...]:
        """What a group's servers (by default a framework's) import once: the framework and every driver of the
        group, in order, then, after ``--``, the project's own preloads.

        >>> from dataclasses import replace
        >>> from harness.testing.echo import ECHO
        >>> WorkerPool(1, {"echo": ECHO}, extra_preload=("json",)).preload("harness")
        ('harness', 'harness.testing.echo.driver', '--', 'json')
        >>> alone = replace(ECHO, name="alone", driver="json", group="alone")
        >>> pool = WorkerPool(1, {"echo": ECHO, "alone": alone})
        >>> pool.preload("harness"), pool.preload("alone")
        (('harness', 'harness.testing.echo.driver'), ('harness', 'json'))
        """
        modules = [m for c in self.converters.values() if c.server == group for m in c.preload]
        return tuple(dict.fromkeys(modules or [group])) + ((PROJECT, *self.extra_preload) if self.extra_preload else ())

    def pinned(self, group: str) -> dict[str, str]:
        """What a group's servers set whatever the shell has: the pins of every converter of the group.

        >>> from harness.convert.fx.entry import ENTRY as FX
        >>> from harness.convert.paddle.entry import ENTRY as PADDLE
        >>> WorkerPool(1, {"paddle": PADDLE}).pinned("paddle"), WorkerPool(1, {"fx": FX}).pinned("torch")
        ({'GLOG_minloglevel': '2'}, {})
        """
        return pinned_environment(c for c in self.converters.values() if c.server == group)

    @staticmethod
    def _same(first: Result, second: Result) -> Result:
        made = made_one(first, second)
        difference = None if made is not first else nondeterminism(first, second)
        if difference:
            raise WorkerError(
                f"converter output is not deterministic: conversions in two independent processes differ\n{difference}",
                "nondeterministic",
            )
        return made

    def close(self) -> None:
        # xdist interrupts a worker that waits here for its servers to exit: each is still stopped, the folder goes.
        interrupted: BaseException | None = None
        for servers in self.servers.values():
            for server in servers:
                try:
                    server.stop()
                except BaseException as exc:  # noqa: BLE001 - raised again once every server is stopped
                    interrupted = interrupted or exc
        if "workdir" in vars(self):
            shutil.rmtree(self.workdir, ignore_errors=True)
        if interrupted is not None:
            raise interrupted
