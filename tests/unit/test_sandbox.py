"""A replay's confinement (``harness.worker.sandbox``), tried in a forked process: what it may and may not do."""

from __future__ import annotations

import json
import os
import socket
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from harness.worker import sandbox


def confined(folder: Path, attempts: dict[str, Callable[[], Any]]) -> dict[str, str]:
    """Each attempt's outcome in a process forked and confined to ``folder``: ``done``, or the error's name."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the forked process
        os.close(read)
        outcomes = {}
        try:
            sandbox.confine(str(folder))
            for name, attempt in attempts.items():
                try:
                    attempt()
                    outcomes[name] = "done"
                except (OSError, subprocess.CalledProcessError) as exc:
                    outcomes[name] = type(exc).__name__
        except BaseException as exc:  # noqa: BLE001
            outcomes["confine"] = repr(exc)
        os.write(write, json.dumps(outcomes).encode("utf-8"))
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as answer:
        found: dict[str, str] = json.loads(answer.read())
    os.waitpid(pid, 0)
    return found


@pytest.fixture
def needs_a_sandbox() -> None:
    """This machine's kernel confines a process, or CI fails the test: CI has one."""
    if sandbox.landlock_abi() < 1 and not os.environ.get("CI"):
        pytest.skip("this kernel has no Landlock: replays say 'not replayed here: no sandbox' (CI has one)")


@pytest.mark.usefixtures("needs_a_sandbox")
def test_a_confined_process_writes_beneath_its_folder_only_and_reaches_nothing_outside(tmp_path: Path) -> None:
    inside, outside = tmp_path / "inside", tmp_path / "outside"
    inside.mkdir()
    outside.mkdir()
    (outside / "kept").write_text("golden\n", encoding="utf-8")
    outcomes = confined(
        inside,
        {
            "write inside": lambda: (inside / "made").write_text("!", encoding="utf-8"),
            "folder inside": lambda: (inside / "sub").mkdir(),
            "read outside": lambda: (outside / "kept").read_text(encoding="utf-8"),
            "write /dev/null": lambda: Path(os.devnull).write_text("!", encoding="utf-8"),
            "write outside": lambda: (outside / "made").write_text("!", encoding="utf-8"),
            "overwrite outside": lambda: (outside / "kept").write_text("", encoding="utf-8"),
            "truncate outside": lambda: os.truncate(outside / "kept", 0),
            "remove outside": lambda: (outside / "kept").unlink(),
            "rename outward": lambda: (inside / "made").rename(outside / "moved"),
            "link outside": lambda: (outside / "link").symlink_to(inside),
            "socket": lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM),
            "unix socket": lambda: socket.socket(socket.AF_UNIX),
            "signal the parent": lambda: os.kill(os.getppid(), 0),
            "a process that writes": lambda: subprocess.run(["touch", str(outside / "touched")], check=True),
        },
    )
    assert outcomes == {
        "write inside": "done",
        "folder inside": "done",
        "read outside": "done",
        "write /dev/null": "done",
        "write outside": "PermissionError",
        "overwrite outside": "PermissionError",
        "truncate outside": "PermissionError",
        "remove outside": "PermissionError",
        "rename outward": "PermissionError",
        "link outside": "PermissionError",
        "socket": "PermissionError",
        "unix socket": "PermissionError",
        "signal the parent": "PermissionError" if sandbox.landlock_abi() >= 6 else "done",
        "a process that writes": "CalledProcessError",
    }
    assert sorted(p.name for p in outside.iterdir()) == ["kept"]
    assert (outside / "kept").read_text(encoding="utf-8") == "golden\n"
