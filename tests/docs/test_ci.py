"""The CI workflow: lint first, then one job per tox environment, its matrix read from tox.ini."""

from __future__ import annotations

import configparser
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from harness.store.baselines import tox_baselines
from helpers import CONVERTERS, REPOSITORY

WORKFLOW = REPOSITORY / ".github" / "workflows" / "ci.yml"
SCRIPT = REPOSITORY / ".ci" / "tox_envs.py"


def environments(root: Path) -> list[str]:
    listed = subprocess.run(
        [sys.executable, str(SCRIPT), str(root)], capture_output=True, text=True, timeout=60, check=True
    )
    return json.loads(listed.stdout)


def test_the_matrix_is_every_tox_environment_but_lint_in_tox_ini_order(tmp_path: Path) -> None:
    (tmp_path / "tox.ini").write_text("[tox]\nenv_list =\n    harness, lint,\n    tf221\n    torch215\n")
    assert environments(tmp_path) == ["harness", "tf221", "torch215"]
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(REPOSITORY / "tox.ini", encoding="utf-8")
    listed = ini.get("tox", "env_list").replace(",", " ").split()
    assert listed[0] == "lint", "lint runs first, in the job every other one needs"
    assert environments(REPOSITORY) == listed[1:]


def test_the_workflow_runs_lint_first_and_one_job_per_environment_from_that_list() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "run: tox -e lint\n" in text
    assert 'echo "environments=$(python .ci/tox_envs.py)" >> "$GITHUB_OUTPUT"' in text
    assert "    needs: lint\n" in text
    assert "environment: ${{ fromJSON(needs.lint.outputs.environments) }}" in text
    assert 'run: tox -e "$ENVIRONMENT"' in text


HARNESS_TIERS = ("harness", "harness-processes")
TIERS = """
import pytest


def test_in_process():
    pass


@pytest.mark.subprocess("a child")
def test_in_a_child():
    pass


@pytest.mark.real_framework
def test_of_a_framework():
    pass


@pytest.mark.real_framework
@pytest.mark.subprocess("a child")
def test_of_a_framework_in_a_child():
    pass
"""


def test_the_harness_tests_two_tiers_run_every_test_once(pytester: pytest.Pytester) -> None:
    """``harness`` and ``harness-processes`` run the same command but for its ``-m``: whatever a test is marked, one
    of the two selects it and the other does not, so each test runs in exactly one; both run in CI and ``.ci/run``."""
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(REPOSITORY / "tox.ini", encoding="utf-8")
    assert set(HARNESS_TIERS) <= set(environments(REPOSITORY)), "each tier is a job of CI's matrix and runs in tox"
    commands = {env: shlex.split(ini.get(f"testenv:{env}", "commands")) for env in HARNESS_TIERS}
    expressions = {}
    for env, words in commands.items():
        at = words.index("-m")
        expressions[env] = words.pop(at + 1)
        words.pop(at)
    assert commands["harness"] == commands["harness-processes"], "the same paths and options, but for -m"
    pytester.makepyfile(test_tiers=TIERS)
    pytester.makeini("[pytest]\nmarkers =\n    subprocess(why): a child\n    real_framework: a framework\n")
    selected = {}
    for env, expression in expressions.items():
        result = pytester.runpytest("--collect-only", "-q", "-p", "no:cacheprovider", "-m", expression)
        selected[env] = {line.partition("::")[2] for line in result.outlines if "::" in line}
    assert selected["harness-processes"] == {"test_in_a_child", "test_of_a_framework_in_a_child"}
    assert selected["harness"] == {"test_in_process", "test_of_a_framework"}


def test_every_framework_environment_converts_its_corpus_once() -> None:
    """Each environment that writes a baseline compares its corpus once: with ``pytest cases``, or, in the newest
    environment of a framework, with the stranger's-machine run alone (tests/frameworks/test_portability.py)."""
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(REPOSITORY / "tox.ini", encoding="utf-8")
    runs: dict[str, list[str]] = {}
    for env in set(tox_baselines(REPOSITORY / "tox.ini", CONVERTERS.values()).values()):
        paths = [
            p
            for found in re.findall(r"\{posargs:([^}]*)\}", ini.get(f"testenv:{env}", "commands"))
            for p in found.split()
        ]
        runs[env] = ["cases" for p in paths if p == "cases"] + [
            "the stranger's run"
            for p in paths
            if p in ("tests", "tests/frameworks") or p.endswith("test_portability.py")
        ]
    assert {env: kinds for env, kinds in runs.items() if len(kinds) != 1} == {}
    assert sum(kinds == ["the stranger's run"] for kinds in runs.values()) >= 6, runs


def test_a_tag_publishes_the_built_files_to_pypi_by_trusted_publishing_and_to_the_github_release() -> None:
    """release.yml: a tag ``v*`` builds once (tests/e2e/test_install.py runs that job); PyPI takes the files from a
    job that holds an OpenID Connect token and no password, and the tag's GitHub release gets the same files."""
    text = (REPOSITORY / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'on:\n  push:\n    tags: ["v*"]\n' in text and "permissions:\n  contents: read\n" in text
    pypi = text[text.index("\n  pypi:\n") : text.index("\n  github-release:\n")]
    assert "    needs: build\n" in pypi and "      name: pypi\n" in pypi and "      id-token: write" in pypi
    assert "uses: pypa/gh-action-pypi-publish@release/v1" in pypi and "password:" not in pypi
    released = text[text.index("\n  github-release:\n") :]
    assert "    needs: build\n" in released and "      contents: write" in released
    assert 'gh release upload "$GITHUB_REF_NAME" dist/*' in released
