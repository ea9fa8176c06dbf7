"""The project's tox plugin: with CI set, or when asked, each environment is removed once it has run, and never otherwise."""

from __future__ import annotations

import doctest
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import REPOSITORY, tox_environ

TOXFILE = REPOSITORY / "toxfile.py"


def run_tox(project: Path, **variables: str) -> subprocess.CompletedProcess[str]:
    """Real tox on a project of two environments that install nothing, with this repository's ``toxfile.py``."""
    (project / "tox.ini").write_text(
        "[tox]\nenv_list = first, second\n\n[testenv]\nskip_install = true\ncommands = python -c \"print('ran')\"\n"
    )
    shutil.copy(TOXFILE, project / "toxfile.py")
    environ = tox_environ(VIRTUALENV_OVERRIDE_APP_DATA=str(project / "app-data"), **variables)
    return subprocess.run(
        [sys.executable, "-m", "tox", "-c", str(project)],
        cwd=project,
        env=environ,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("variables", [{"CI": "true"}, {"HARNESS_DISCARD_ENVS": "1"}], ids=["CI", "asked"])
def test_each_environment_is_removed_after_its_run(tmp_path: Path, variables: dict[str, str]) -> None:
    ran = run_tox(tmp_path, **variables)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout.count("ran\n") == 2, ran.stdout
    for name in ("first", "second"):
        assert not (tmp_path / ".tox" / name).exists()
        assert f"{name}: removed {name}/ (" in ran.stdout, ran.stdout
    # The first environment is gone before the second one is made: the disk holds one at a time.
    assert ran.stdout.index("first: removed") < ran.stdout.index("second: commands"), ran.stdout


def test_a_users_environments_stay(tmp_path: Path) -> None:
    ran = run_tox(tmp_path)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert (tmp_path / ".tox" / "first" / "bin" / "python").exists() and (tmp_path / ".tox" / "second").is_dir()
    assert "removed" not in ran.stdout


def test_doctests() -> None:
    spec = importlib.util.spec_from_file_location("toxfile", TOXFILE)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert doctest.testmod(module).attempted > 0
