"""Committed snapshots and history steps hold no absolute path, home folder, user or host name, or memory address."""

from __future__ import annotations

import getpass
import os
import re
import socket

import pytest

from helpers import COMMITTED_SNAPSHOTS, committed_outputs, committed_saved_files

FORBIDDEN = {
    "absolute path": re.compile(r"(?<![\w.])/(?:home|root|Users|tmp|var|usr|opt|work|private|mnt|srv)/"),
    "windows path": re.compile(r"\b[A-Za-z]:\\\\"),
    "site-packages": re.compile(r"site-packages|dist-packages"),
    "memory address": re.compile(r"\b0x[0-9a-fA-F]{6,}\b"),
    "object id": re.compile(r"\bid=\d{8,}"),
}


def identities() -> dict[str, re.Pattern[str]]:
    """This machine's user, host and home folder, where they are distinctive enough to search for."""
    found = {"home folder": re.compile(re.escape(os.path.expanduser("~")) + r"\b")}
    for label, value in (("user name", getpass.getuser()), ("host name", socket.gethostname())):
        if len(value) >= 5 and value not in {"runner", "localhost"}:
            found[label] = re.compile(rf"\b{re.escape(value)}\b")
    return found


def test_there_are_snapshots_and_history_steps_to_scan() -> None:
    outputs = committed_outputs()
    assert {shown.split("/", 1)[0] for shown, _ in outputs} == {"snapshots", "history"} and len(outputs) > 100


@pytest.mark.parametrize("label, pattern", [*FORBIDDEN.items(), *identities().items()], ids=lambda v: str(v)[:20])
def test_no_snapshot_or_history_step_leaks(label: str, pattern: re.Pattern[str]) -> None:
    leaks = [
        f"{shown}:{number}: {line.strip()[:120]}"
        for shown, text in committed_outputs()
        if pattern.search(text)
        for number, line in enumerate(text.splitlines(), start=1)
        if pattern.search(line)
    ]
    assert not leaks, f"{label} in committed outputs:\n" + "\n".join(leaks[:20])


@pytest.mark.parametrize("label, pattern", [*FORBIDDEN.items(), *identities().items()], ids=lambda v: str(v)[:20])
def test_no_saved_program_leaks(label: str, pattern: re.Pattern[str]) -> None:
    """A saved program's bytes, read as Latin-1 (every byte a character), hold no path of this checkout either."""
    leaks = [
        f"{path.relative_to(COMMITTED_SNAPSHOTS)}: {found.group(0)}"
        for path in committed_saved_files()
        if (found := pattern.search(path.read_bytes().decode("latin-1")))
    ]
    assert not leaks, f"{label} in saved programs:\n" + "\n".join(leaks[:20])


def test_the_scan_catches_leaks() -> None:
    samples = {
        "absolute path": "# /home/alice/repo/cases/a.py:3:4",
        "memory address": "<function f at 0x7f3a2c1b9d30>",
        "site-packages": 'File "x/site-packages/torch/nn.py"',
    }
    for label, sample in samples.items():
        assert FORBIDDEN[label].search(sample), label
    assert not FORBIDDEN["absolute path"].search("# cases/a.py:f:3:4 and torch/nn/modules/conv.py:Conv2d.forward")
