"""The CI workflow ``init`` writes runs as written: its steps, run one by one in a fresh virtual environment, install
the harness and what the baseline's manifest records, and compare the cases with CI set."""

from __future__ import annotations

import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.store.baselines import recorded_imports
from helpers import ECHO, REPOSITORY, fake_distribution, fake_wheel

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


LIBRARY = """
import thirdparty
import tinynets

from harness import case


@case(inputs=[(2,)])
def grows(x):
    return tinynets.grow(x) + thirdparty.one()


@case(inputs=[(2,)])
def stays(x):
    return tinynets.grow(x) // 2
"""
PYPROJECT = f"""[project]
name = "tinynets"
version = "0.3.0"

[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[tool.setuptools]
packages = ["tinynets"]

[tool.pytest.ini_options]
harness_converters = ["{ECHO}"]
"""
UNSERVED = "dy2static-harness-no-such-distribution"


def test_a_library_installed_editable_with_a_preload_runs_the_written_workflow(tmp_path: Path) -> None:
    """A model library's repository, ``tinynets``, installed editable as its developers have it, its cases importing
    it and a library its fork servers preload (``harness_preload``): the manifest names the preloaded library and not
    the repository's own distribution, and the workflow installs both, the checkout as itself, and passes. A runner
    without the preloaded library fails, naming it once; a requirement no index serves fails the install step,
    named with the manifest line it came from."""
    repository = tmp_path / "tinynets"
    (repository / "cases").mkdir(parents=True)
    (repository / "tinynets").mkdir()
    (repository / "tinynets" / "__init__.py").write_text("def grow(x):\n    return x * 2\n")
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    (repository / "pyproject.toml").write_text(PYPROJECT)
    (repository / "cases" / "library.py").write_text(LIBRARY)
    harness = f"dy2static-harness @ {REPOSITORY.as_uri()}"
    assert main(["init", "--project", str(repository), "--harness", harness, "--preload", "thirdparty"]) == 0
    # The developers' environment: thirdparty installed, tinynets installed editable from the repository.
    site = tmp_path / "site"
    fake_distribution(site, "thirdparty", "1.0", "def one():\n    return 1\n")
    info = fake_distribution(site, "tinynets", "0.3.0") / "tinynets-0.3.0.dist-info"
    shutil.rmtree(site / "tinynets")
    (info / "direct_url.json").write_text(json.dumps({"url": repository.as_uri(), "dir_info": {"editable": True}}))
    environment = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTHONPATH") and not k.startswith("PYTEST")}
    written = subprocess.run(
        [sys.executable, "-m", "pytest", "cases", "--snapshot-update", "-p", "no:cacheprovider", "-q"],
        cwd=repository,
        env={**environment, "PYTHONPATH": f"{site}{os.pathsep}{repository}"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert written.returncode == 0, written.stdout + written.stderr
    workflow = (repository / ".github" / "workflows" / "dy2static-snapshots.yml").read_text()
    assert "--install -e .\n" in workflow, workflow
    baseline = re.search(r'- \{baseline: "([^"]+)"', workflow)
    assert baseline, workflow
    manifest = repository / "snapshots" / "echo" / baseline[1] / "manifest.toml"
    assert recorded_imports(tomllib.loads(manifest.read_text())) == {"thirdparty": "1.0"}

    runner = tmp_path / "runner"
    venv.create(runner, with_pip=True)
    scratch = tmp_path / "temp"
    scratch.mkdir()
    fake_wheel(tmp_path / "index", "thirdparty", "1.0", "def one():\n    return 1\n")  # what an index serves
    on_runner = {**environment, "CI": "true", "PATH": f"{runner / 'bin'}{os.pathsep}{environment.get('PATH', '')}"}
    on_runner |= {"PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_FIND_LINKS": str(tmp_path / "index")}

    def step(command: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            command, shell=True, cwd=repository, env=on_runner, capture_output=True, text=True, timeout=900
        )

    commands = steps(workflow, {"matrix.baseline": baseline[1], "runner.temp": str(scratch)})
    for command in commands:
        done = step(command)
        assert done.returncode == 0, f"{command}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    assert "2 passed" in done.stdout, done.stdout

    assert step("pip uninstall -y -q thirdparty").returncode == 0
    failed = step(commands[-1])
    assert failed.returncode == 1, failed.stdout + failed.stderr
    said = failed.stdout + failed.stderr
    failures = said.partition("= FAILURES =")[2].partition("harness summary")[0]  # not the header, nor pytest's summary
    assert failures.count("thirdparty") == 1 and "Traceback" not in said, said
    assert "harness_preload names thirdparty, which is not installed here" in failures, said
    assert "fork server did not start: the first case that failed with it says why" in failures, said

    manifest.write_text(manifest.read_text() + f'{UNSERVED} = "0.3.0"\n')
    line = len(manifest.read_text().splitlines())
    refused = step(commands[1])
    assert refused.returncode != 0
    shown = f"snapshots/echo/{baseline[1]}/manifest.toml"
    assert f"requirements: {shown}:{line}: {UNSERVED}==0.3.0 could not be installed (pip: " in refused.stderr, (
        refused.stdout[-3000:] + refused.stderr
    )
