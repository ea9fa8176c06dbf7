"""README's commands run as written: each names a tox environment's Python and parses; a new case gets every baseline."""

from __future__ import annotations

import configparser
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import README, REPOSITORY

from harness.__main__ import parser
from harness.invocation import harness_command
from harness.store.baselines import tox_baselines

TOX = REPOSITORY / "tox.ini"
COMMAND = re.compile(r"\.tox/(?P<env>[\w-]+)/bin/python -m harness (?P<args>[^`\n#)]*)")


def tox_envs() -> list[str]:
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(TOX, encoding="utf-8")
    return ini.get("tox", "env_list").replace(",", " ").split()


def test_every_command_names_a_tox_environment_and_parses() -> None:
    commands = list(COMMAND.finditer(README))
    assert len(commands) >= 10 and not re.search(r"(?<![\w/])python -m harness", README), "every command names its Python"
    for command in commands:
        assert command["env"] in tox_envs(), command[0]
        try:
            parser().parse_args(shlex.split(command["args"]))
        except SystemExit as exc:
            pytest.fail(f"README's {command[0]!r} does not parse: exit {exc.code}")


def test_a_new_case_gets_its_snapshots_in_every_baseline() -> None:
    writers = set(tox_baselines(TOX).values())
    command = f"tox -e {','.join(env for env in tox_envs() if env in writers)} -- --snapshot-update"
    adding = README[README.index("## Adding a case"):README.index("## Explore, review, browse")]
    assert f"\n{command}\n" in adding


def test_a_printed_hint_runs_as_printed(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.pytest.ini_options]\n")
    places = [tmp_path] + ([REPOSITORY] if Path(sys.executable).is_relative_to(REPOSITORY) else [])
    for place in places:
        hint = harness_command("review", "--list", cwd=place)
        assert hint.startswith(".tox/") == (place == REPOSITORY), hint
        done = subprocess.run(shlex.split(hint), cwd=place, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stdout.startswith("no pending changes"), (hint, done)
