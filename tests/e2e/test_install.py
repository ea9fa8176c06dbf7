"""What installing the harness takes: the release workflow's build, run as written, makes an sdist and a wheel of
the package alone; installed into a fresh virtual environment, the wheel fetches a few megabytes, not the corpus, and
sets up a repository of plain Python functions whose workflow installs that release."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from helpers import REPOSITORY

pytestmark = pytest.mark.subprocess("fresh virtual environments that build the harness and install it, as a user's")

WORKFLOW = REPOSITORY / ".github" / "workflows" / "release.yml"
VERSION = tomllib.loads((REPOSITORY / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
MOST = 10 * 1024 * 1024  # bytes installing the harness may fetch


def build_steps(values: dict[str, str]) -> list[str]:
    """The ``run:`` steps of the release workflow's build job, its expressions given their values."""
    text = WORKFLOW.read_text(encoding="utf-8")
    job = text[text.index("\n  build:\n") : text.index("\n  pypi:\n")]
    commands = re.findall(r"^\s+- run: (.+)$", job, flags=re.M)
    return [re.sub(r"\$\{\{ ([\w.]+) \}\}", lambda m: values[m[1]], command) for command in commands]


def environment(python: Path, **extra: str) -> dict[str, str]:
    """A runner's environment: the fresh venv's ``python`` first on ``PATH``, nothing of this test run's."""
    kept = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTHONPATH") and not k.startswith("PYTEST")}
    return {
        **kept,
        "PATH": f"{python.parent}{os.pathsep}{kept.get('PATH', '')}",
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        **extra,
    }


def run(command: list[str] | str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        command, shell=isinstance(command, str), cwd=cwd, env=env, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, f"{command}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def test_the_release_builds_the_package_alone_and_a_fresh_venv_installs_it_in_a_few_megabytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    builder = tmp_path / "builder"
    venv.create(builder, with_pip=True)
    on_runner = environment(builder / "bin" / "python", GITHUB_REF_NAME=f"v{VERSION}")
    for command in build_steps({"runner.temp": str(tmp_path)}):
        run(command, REPOSITORY, on_runner)
    dist = tmp_path / "dist"
    wheel = dist / f"dy2static_harness-{VERSION}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as files:
        assert {name.split("/")[0] for name in files.namelist()} == {
            "harness",
            f"dy2static_harness-{VERSION}.dist-info",
        }
    wrong = subprocess.run(
        [sys.executable, ".ci/release_files.py", str(dist)],
        cwd=REPOSITORY,
        env={**on_runner, "GITHUB_REF_NAME": "v9.9.9"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert wrong.returncode == 1 and f"release: the tag 'v9.9.9' is not v{VERSION}" in wrong.stdout, wrong.stdout

    user = tmp_path / "user"
    venv.create(user, with_pip=True)
    python = user / "bin" / "python"
    fetched = tmp_path / "fetched"
    run(
        [str(python), "-m", "pip", "download", "--no-cache-dir", "--dest", str(fetched), str(wheel)],
        tmp_path,
        environment(python),
    )
    sizes = {path.name: path.stat().st_size for path in fetched.iterdir()}
    total = sum(sizes.values())
    with capsys.disabled():
        print(
            f"\ninstalling the harness into a fresh venv fetches {total / 1e6:.1f} MB in {len(sizes)} files (the wheel"
            f" {wheel.stat().st_size / 1e6:.2f} MB, the package alone)"
        )
    assert total < MOST, sizes
    run(
        [str(python), "-m", "pip", "install", "--no-index", "--find-links", str(fetched), "dy2static-harness"],
        tmp_path,
        environment(python),
    )

    repository = tmp_path / "mine"
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    said = run([str(python), "-m", "harness", "init"], repository, environment(python)).stdout
    workflow = (repository / ".github" / "workflows" / "dy2static-snapshots.yml").read_text(encoding="utf-8")
    here = f"{sys.version_info.major}.{sys.version_info.minor}"
    assert f'pip install "dy2static-harness=={VERSION}"' in workflow, said
    assert f'- {{baseline: "dis-{here}", python-version: "{here}"}}' in workflow, said
    run(
        [str(python), "-m", "pytest", "cases", "--snapshot-update", "-p", "no:cacheprovider"],
        repository,
        environment(python),
    )
    compared = run(
        [str(python), "-m", "pytest", "cases", "--baseline", f"dis-{here}", "-p", "no:cacheprovider"],
        repository,
        environment(python, CI="true"),
    )
    assert re.search(r"\b[1-9]\d* passed", compared.stdout), compared.stdout
