"""Fork server: imports one framework once, then converts each case in a fresh forked child.

Each child starts from the same pristine state, so outputs do not depend on
what ran before (global counters, caches); a child that crashes or hangs
costs one case. Run as ``python -m harness.worker.server MODULE...`` (what to
preload; a module ending in ``?`` may be missing) with the request protocol
on stdin/stdout (one JSON object per line).
"""

from __future__ import annotations

import importlib
import json
import os
import select
import shutil
import signal
import sys
import tempfile
import traceback
from typing import Any, TextIO

from harness.worker.child import run
from harness.worker.protocol import Request

LOG_TAIL = 2000


def preload(modules: list[str]) -> None:
    """Import the framework and drivers once, optional companions (``torchvision?``) if they are there; then
    let each driver that has a ``warm_up()`` start its framework's runtime, so that no child pays for it.
    """
    imported = []
    for name in modules:
        try:
            imported.append(importlib.import_module(name.rstrip("?")))
        except ImportError:
            if not name.endswith("?"):
                raise
    for module in imported:
        if callable(getattr(module, "convert", None)) and callable(warm_up := getattr(module, "warm_up", None)):
            warm_up()


def child(request: Request, result_path: str) -> None:
    """Runs in the forked child: convert, write the result file atomically, exit."""
    try:
        result = run(request)
    except BaseException:  # noqa: BLE001 - a harness bug still must not kill the server
        result = {"status": "harness-error", "message": traceback.format_exc()}
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
    """
    if code < 0:
        return f"killed by signal {signal.Signals(-code).name}"
    return f"exited with code {code}"


def fork_child(request: Request, result_path: str) -> int:
    """Start one conversion in a forked child; its output goes to ``<result_path>.log``.

    The child's temporary files (AutoGraph writes each converted function to
    one, and removes it only at interpreter exit, which ``os._exit`` skips)
    go to ``<result_path>.tmp``, removed when the child ends; the pool removes
    it too, with its whole work folder, should the child be killed.
    """
    pid = os.fork()
    if pid == 0:
        scratch = result_path + ".tmp"
        try:
            os.mkdir(scratch)
            tempfile.tempdir = scratch
            log = os.open(result_path + ".log", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.dup2(log, 1)
            os.dup2(log, 2)
            child(request, result_path)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
            os._exit(0)
    return pid


def wait_child(pid: int, timeout: float) -> tuple[int, bool]:
    """Wait for a child at most ``timeout`` seconds, killing it then: (exit code, whether it timed out)."""
    pidfd = os.pidfd_open(pid)
    ready, _, _ = select.select([pidfd], [], [], timeout)
    if not ready:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    os.close(pidfd)
    return os.waitstatus_to_exitcode(status), not ready


def serve_one(message: dict[str, Any]) -> dict[str, Any]:
    """Convert one case in a fresh child, within ``timeout`` seconds."""
    path = message["result_path"]
    code, timed_out = wait_child(fork_child(Request(**message["request"]), path), message["timeout"])
    if timed_out:
        reason = f"timed out after {message['timeout']:g} s and was killed"
    elif os.path.exists(path):
        return {"status": "done"}
    else:
        reason = describe_exit(code) if code else "ended without a result"
    return {"status": "crashed", "reason": reason, "log": _tail(path + ".log")}


def _tail(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()[-LOG_TAIL:]
    except OSError:
        return ""


def main(modules: list[str], channel: TextIO) -> None:
    """Preload, say ready, then serve requests until stdin closes."""
    preload(modules)
    channel.write(json.dumps({"ready": True}) + "\n")
    channel.flush()
    for line in sys.stdin:
        reply = serve_one(json.loads(line))
        channel.write(json.dumps(reply) + "\n")
        channel.flush()


if __name__ == "__main__":
    # Keep the protocol channel private: framework noise on fd 1 goes to stderr.
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    main(sys.argv[1:], protocol)
