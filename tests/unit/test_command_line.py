"""The command line around every command: Ctrl-C ends one with a line, not a traceback; a configuration file that
cannot be read is named."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from harness.__main__ import COMMANDS, main


@pytest.mark.parametrize("command", ["release", "review", "fuzz"])
def test_ctrl_c_ends_a_command_with_one_line_and_exit_status_130(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """What SIGINT raises in Python, wherever the command is when it comes."""

    def interrupted(*args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(importlib.import_module(COMMANDS[command][0]), "run", interrupted)
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.chdir(tmp_path)
    arguments = {"release": ["torch", "2.15.0"], "review": [], "fuzz": []}[command]
    assert main([command, *arguments]) == 130
    said = capsys.readouterr()
    assert said.err == f"\n{command}: interrupted (Ctrl-C)\n" and said.out == ""


@pytest.mark.parametrize(
    ("name", "text"),
    [("pyproject.toml", b"[tool.pytest.ini_options\n"), ("pyproject.toml", b"x = '\xff'\n"), ("tox.ini", b"[pytest\n")],
)
def test_a_configuration_file_that_cannot_be_read_is_named(
    name: str, text: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / name).write_bytes(text)
    monkeypatch.chdir(tmp_path)
    assert main(["diff", "--list"]) == 2
    assert capsys.readouterr().err.startswith(f"diff: {tmp_path / name}: not a readable")
