"""The CI workflow ``init`` writes runs as written: its steps, run one by one in a fresh virtual environment, install
the harness and what the baseline's manifest records, and compare the cases with CI set."""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from harness.__main__ import main
from helpers import ECHO, REPOSITORY

pytestmark = pytest.mark.subprocess("a fresh virtual environment that pip installs the harness into, as a runner's")

CASE = "def add_one(x):\n    return x + 1\n"


def steps(workflow: str, values: dict[str, str]) -> list[str]:
    """The workflow's ``run:`` steps, its expressions (``${{ matrix.baseline }}``) given their values."""
    commands = re.findall(r"^\s+- run: (.+)$", workflow, flags=re.M)
    return [re.sub(r"\$\{\{ ([\w.]+) \}\}", lambda m: values[m[1]], command) for command in commands]


def test_the_written_workflow_installs_what_it_needs_and_compares(tmp_path: Path) -> None:
    repository = tmp_path / "repository"
    (repository / "cases").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    (repository / "pyproject.toml").write_text(f'[tool.pytest.ini_options]\nharness_converters = ["{ECHO}", "dis"]\n')
    (repository / "cases" / "topic.py").write_text(CASE)
    harness = f"dy2static-harness @ {REPOSITORY.as_uri()}"
    assert main(["init", "--project", str(repository), "--harness", harness]) == 0
    environment = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTHONPATH") and not k.startswith("PYTEST")}
    written = subprocess.run(
        [sys.executable, "-m", "pytest", "cases", "--snapshot-update", "-p", "no:cacheprovider", "-q"],
        cwd=repository,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert written.returncode == 0, written.stdout + written.stderr
    workflow = (repository / ".github" / "workflows" / "dy2static-snapshots.yml").read_text()
    row = re.search(r'- \{baseline: "([^"]+)", python-version: "([^"]+)"\}', workflow)
    assert row and (repository / "snapshots" / "echo" / row[1]).is_dir(), workflow
    assert row[2] == f"{sys.version_info.major}.{sys.version_info.minor}", "the Python the baseline was written with"
    assert "python-version: ${{ matrix.python-version }}" in workflow

    runner = tmp_path / "runner"
    venv.create(runner, with_pip=True)
    bin_dir = runner / "bin"
    on_runner = {**environment, "CI": "true", "PATH": f"{bin_dir}{os.pathsep}{environment.get('PATH', '')}"}
    on_runner["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    said = run_steps(
        workflow, {"matrix.baseline": row[1], "runner.temp": str(tmp_path / "temp")}, repository, on_runner
    )
    assert not said[-1].returncode and "2 passed" in said[-1].stdout, said[-1].stdout + said[-1].stderr
    assert (bin_dir / "pytest").is_file(), "the runner's own pytest ran the cases, not this environment's"

    # A row of the next Python's bytecode on a runner of this one (the workflow fixed its Python): the job compared
    # with this Python's baseline and passed; it stops now, naming the one it compares with.
    bytecode = repository / "snapshots" / "dis"
    shutil.copytree(bytecode / f"dis-{row[2]}", bytecode / "dis-3.99")
    failed = run_steps(
        workflow, {"matrix.baseline": "dis-3.99", "runner.temp": str(tmp_path / "next")}, repository, on_runner
    )
    assert failed[-1].returncode == pytest.ExitCode.USAGE_ERROR, failed[-1].stdout + failed[-1].stderr
    assert (
        f"--baseline dis-3.99: dis compares with dis-{row[2]} here (dis {platform.python_version()} on Python {row[2]})"
        in failed[-1].stderr
    )


def run_steps(
    workflow: str, values: dict[str, str], repository: Path, environment: dict[str, str]
) -> list[subprocess.CompletedProcess[str]]:
    """Run a workflow's steps one by one, as a runner does, until one fails (the last)."""
    Path(values["runner.temp"]).mkdir()
    done = []
    for command in steps(workflow, values):
        done.append(
            subprocess.run(
                command, shell=True, cwd=repository, env=environment, capture_output=True, text=True, timeout=900
            )
        )
        if done[-1].returncode:
            break
    return done
