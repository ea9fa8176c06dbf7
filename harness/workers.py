"""The pytest side of the fork servers: start one per framework, send requests, read results."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

from harness.runner import Request
from harness.textdiff import unified_diff

HASH_SEED = "0"  # AutoGraph's output order follows the hash seed; pin it.
STARTUP_TIMEOUT = 600.0


class WorkerError(Exception):
    """The conversion could not produce a result (crash, hang, broken case)."""


@dataclass
class Zygote:
    """One running fork server for one framework."""

    framework: str
    workdir: Path
    process: subprocess.Popen[str] | None = None
    versions: dict[str, str] = field(default_factory=dict)
    log: IO[str] | None = None

    def start(self) -> None:
        env = dict(os.environ, PYTHONHASHSEED=HASH_SEED, TF_CPP_MIN_LOG_LEVEL="2", PYTHONUNBUFFERED="1")
        self.log = open(self.workdir / f"{self.framework}-server.log", "w", encoding="utf-8")  # noqa: SIM115
        self.process = subprocess.Popen(
            [sys.executable, "-m", "harness.zygote", self.framework],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env=env,
            cwd=self.workdir,
        )
        hello = self._read()
        if not hello or not hello.get("ready"):
            raise WorkerError(f"the {self.framework} worker did not start:\n{self._log_tail()}")
        self.versions = hello["versions"]

    def _read(self) -> dict[str, Any] | None:
        assert self.process and self.process.stdout
        line = self.process.stdout.readline()
        return json.loads(line) if line else None

    def _log_tail(self) -> str:
        if self.log:
            self.log.flush()
        return (self.workdir / f"{self.framework}-server.log").read_text(errors="replace")[-3000:]

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def convert(self, request: Request, timeout: float, result_path: Path, copies: int) -> dict[str, Any]:
        if not self.alive():
            self.start()
        assert self.process and self.process.stdin
        message = {"request": asdict(request), "result_path": str(result_path), "timeout": timeout, "copies": copies}
        try:
            self.process.stdin.write(json.dumps(message) + "\n")
            self.process.stdin.flush()
            reply = self._read()
        except (BrokenPipeError, OSError):
            reply = None
        if reply is None:
            self.stop()
            raise WorkerError(f"the {self.framework} worker died:\n{self._log_tail()}")
        return reply

    def stop(self) -> None:
        if self.process is not None:
            if self.process.stdin:
                self.process.stdin.close()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            if self.process.stdout:
                self.process.stdout.close()
            self.process = None
        if self.log:
            self.log.close()
            self.log = None


def nondeterminism(first: dict[str, Any], second: dict[str, Any]) -> str | None:
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


class WorkerPool:
    """Lazily started fork servers, one per framework, for one pytest process.

    Each conversion runs twice, in two fresh children, to prove it deterministic.
    """

    copies = 2

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.workdir = Path(tempfile.mkdtemp(prefix="harness-"))
        self.zygotes: dict[str, Zygote] = {}
        self.count = 0

    def convert(self, framework: str, request: Request) -> dict[str, Any]:
        """Outputs of one case: ``{"status": "ok", "outputs": {...}}``, or raise WorkerError."""
        zygote = self.zygotes.setdefault(framework, Zygote(framework, self.workdir))
        self.count += 1
        result_path = self.workdir / f"result-{self.count}.json"
        reply = zygote.convert(request, self.timeout, result_path, self.copies)
        if reply["status"] != "done":
            log = reply.get("log", "").strip()
            raise WorkerError(f"conversion {reply['reason']}" + (f"\n--- its output ---\n{log}" if log else ""))
        results = []
        for path in map(Path, reply["results"]):
            results.append(json.loads(path.read_text(encoding="utf-8")))
            path.unlink()
            Path(f"{path}.log").unlink(missing_ok=True)
        result = results[0]
        for other in results[1:]:
            difference = nondeterminism(result, other)
            if difference:
                raise WorkerError(f"converter output is not deterministic: two fresh conversions differ\n{difference}")
        if result["status"] != "ok":
            raise WorkerError(result["message"])
        return result

    def versions(self, framework: str) -> dict[str, str]:
        zygote = self.zygotes.get(framework)
        return dict(zygote.versions) if zygote else {}

    def close(self) -> None:
        for zygote in self.zygotes.values():
            zygote.stop()
        shutil.rmtree(self.workdir, ignore_errors=True)
