"""The CI workflow ``init`` writes runs as written: its steps, run one by one in a fresh virtual environment, install
the harness and what the baseline's manifest records, and compare the cases with CI set."""

from __future__ import annotations

import os
import re
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
    (repository / "pyproject.toml").write_text(f'[tool.pytest.ini_options]\nharness_converters = ["{ECHO}"]\n')
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
    baseline = re.search(r'baseline: \["([^"]+)"\]', workflow)
    assert baseline and (repository / "snapshots" / "echo" / baseline[1]).is_dir(), workflow

    runner = tmp_path / "runner"
    venv.create(runner, with_pip=True)
    scratch = tmp_path / "temp"
    scratch.mkdir()
    bin_dir = runner / "bin"
    on_runner = {**environment, "CI": "true", "PATH": f"{bin_dir}{os.pathsep}{environment.get('PATH', '')}"}
    on_runner["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    said = []
    for command in steps(workflow, {"matrix.baseline": baseline[1], "runner.temp": str(scratch)}):
        done = subprocess.run(
            command, shell=True, cwd=repository, env=on_runner, capture_output=True, text=True, timeout=900
        )
        assert done.returncode == 0, f"{command}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        said.append(done.stdout)
    assert "1 passed" in said[-1], said[-1]
    assert (bin_dir / "pytest").is_file(), "the runner's own pytest ran the cases, not this environment's"
