"""The project's tox plugin: the Pythons pyenv installed are found, selected in it or not, and a missing one is named;
with CI set, or when asked, each environment is removed once it has run, and never otherwise."""

from __future__ import annotations

import doctest
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import REPOSITORY, tox_environ

TOXFILE = REPOSITORY / "toxfile.py"


TWO = "[tox]\nenv_list = first, second\n\n[testenv]\nskip_install = true\ncommands = python -c \"print('ran')\"\n"


def run_tox(project: Path, tox_ini: str = TWO, **variables: str) -> subprocess.CompletedProcess[str]:
    """Real tox on a project whose environments install nothing (by default two), with this repository's
    ``toxfile.py``."""
    (project / "tox.ini").write_text(tox_ini)
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


def test_a_python_pyenv_installed_but_did_not_select_is_found_and_a_missing_one_is_named(tmp_path: Path) -> None:
    """README's ``tox`` on a machine whose Pythons come from pyenv, none selected: ``PATH`` holds pyenv's shims
    (which run only a selected version) and no Python. An environment on a Python pyenv installed runs on it; one
    on a Python installed nowhere fails, saying which and how to get it, and the next environment still runs."""
    minor = f"{sys.version_info.major}.{sys.version_info.minor}"
    release = ".".join(map(str, sys.version_info[:3]))
    pyenv = tmp_path / "pyenv"
    (pyenv / "versions" / release / "bin").mkdir(parents=True)
    (pyenv / "versions" / release / "bin" / f"python{minor}").symlink_to(
        Path(sys.base_prefix) / "bin" / f"python{minor}"
    )
    (pyenv / "shims").mkdir()
    shim = pyenv / "shims" / f"python{minor}"
    shim.write_text(f"#!/bin/sh\necho 'pyenv: python{minor}: command not found' >&2\nexit 127\n")
    shim.chmod(0o755)
    (tmp_path / "project").mkdir()
    here = f"py{minor.replace('.', '')}"
    ran = run_tox(
        tmp_path / "project",
        "[tox]\nenv_list = found, missing, after\n\n[testenv]\nskip_install = true\n"
        "commands = python -c \"import sys; print('ran on', sys.base_prefix)\"\n"
        f"[testenv:found]\nbase_python = {here}\n[testenv:missing]\nbase_python = py399\n[testenv:after]\nbase_python = {here}\n",
        PATH=f"{pyenv / 'shims'}{os.pathsep}{tmp_path / 'empty'}",
        PYENV_ROOT=str(pyenv),
        UV_PYTHON_DOWNLOADS="never",
    )
    assert ran.returncode != 0, ran.stdout + ran.stderr
    assert ran.stdout.count(f"ran on {sys.base_prefix}\n") == 2, ran.stdout
    linked = tmp_path / "project" / ".tox" / ".interpreters" / f"python{minor}"
    assert linked.readlink() == pyenv / "versions" / release / "bin" / f"python{minor}", ran.stdout
    hint = (
        "missing: needs Python 3.99, which is neither on PATH (python3.99) nor installed by pyenv: install it"
        " (`pyenv install 3.99`, or your system's python3.99 package) and run this environment again"
    )
    assert ran.stdout.count(hint) == 1 and "needs Python" not in ran.stdout.replace(hint, ""), ran.stdout
    assert all(f"  {env}: OK" in ran.stdout for env in ("found", "after")) and "  missing: FAIL" in ran.stdout, (
        ran.stdout
    )
