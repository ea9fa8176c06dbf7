"""The CI workflow: lint first, then one job per tox environment, its matrix read from tox.ini."""

from __future__ import annotations

import configparser
import json
import subprocess
import sys
from pathlib import Path

from helpers import REPOSITORY

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
