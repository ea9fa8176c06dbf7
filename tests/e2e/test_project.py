"""A project of its own: its own folder names and converters, read from its pytest settings by the plugin and the commands alike."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from harness.plugin.plan import project_of
from harness.project import SETTINGS as DECLARED
from helpers import ECHO

SETTINGS = f"""[tool.pytest.ini_options]
testpaths = ["examples"]
harness_cases = "examples"
harness_snapshots = "goldens"
harness_converters = ["{ECHO}"]
"""
CASE = 'def add(a: int, b: int) -> int:\n    """Adds."""\n    return a + b\n'


def command(project: pytest.Pytester, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m harness ...`` run from the case folder, as a user in their own repository would."""
    return subprocess.run(
        [sys.executable, "-m", "harness", *args],
        cwd=project.path / "examples",
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_another_repository_with_its_own_folders(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    pytester.makepyprojecttoml(SETTINGS)
    (pytester.path / "examples").mkdir()
    (pytester.path / "examples" / "topic.py").write_text(CASE, encoding="utf-8")
    pytester.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    baseline = pytester.path / "goldens" / "echo" / "harness-0.1"
    assert (baseline / "topic" / "add" / "source.py").is_file()
    assert not (pytester.path / "snapshots").exists() and not (pytester.path / "cases").exists()

    (pytester.path / "examples" / "topic.py").write_text(CASE.replace("a + b", "a - b"), encoding="utf-8")
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(failed=1)
    listed = command(pytester, "review", "--list")
    assert listed.returncode == 0 and "changed  echo/harness-0.1/topic/add/source.py" in listed.stdout, listed
    assert command(pytester, "review", "--accept", "*").returncode == 0
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=1)
    assert "a - b" in (baseline / "topic" / "add" / "source.py").read_text(encoding="utf-8")

    shown = command(pytester, "show", "topic.add")
    assert shown.returncode == 0 and "#### echo (harness) — examples/topic.py:1 topic.add" in shown.stdout, shown
    assert "# source (as echo read it)" in shown.stdout and "return a - b" in shown.stdout

    baselines = command(pytester, "diff", "--list")
    assert baselines.returncode == 0 and baselines.stdout.startswith("echo/harness-0.1"), baselines
    site = pytester.path / "site"
    built = command(pytester, "explore", "--out", str(site))
    assert built.returncode == 0, built
    index = (site / "index.html").read_text(encoding="utf-8")
    assert (
        "wrote" in built.stdout and "Echo: converted" in index and '<h2 id="topic">examples/topic.py</h2>' in index
    ), index
    assert "AutoGraph" not in index and "TorchScript" not in index, "the site shows converters the project does not use"
    page = (site / "cases" / "topic.add.html").read_text(encoding="utf-8")
    assert "(examples/topic.py:1)" in page and '<section class="converter" id="echo">' in page, page
    covered = command(pytester, "coverage", "echo")
    assert covered.returncode == 0 and "echo on harness-0.1" in covered.stdout, covered


def test_a_snapshots_folder_outside_the_project(
    pytester: pytest.Pytester, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``harness_snapshots`` may name a folder outside the project (``history --build`` puts its scratch baselines
    in its work folder): the run writes there and its summary names the folder whole, no INTERNALERROR."""
    monkeypatch.delenv("CI", raising=False)
    pytester.makepyprojecttoml(SETTINGS)
    (pytester.path / "examples").mkdir()
    (pytester.path / "examples" / "topic.py").write_text(CASE, encoding="utf-8")
    outside = tmp_path_factory.mktemp("elsewhere") / "goldens"
    for args in (["--snapshot-update"], []):
        result = pytester.runpytest("-p", "no:cacheprovider", "-o", f"harness_snapshots={outside}", *args)
        result.assert_outcomes(passed=1)
        result.stdout.fnmatch_lines([f"*baseline {outside}/echo/harness-0.1"])
    assert (outside / "echo" / "harness-0.1" / "topic" / "add" / "source.py").is_file()


def test_the_plugin_adds_every_declared_setting_and_the_plan_reads_each(pytester: pytest.Pytester) -> None:
    """One declaration (``harness.project.SETTINGS``): pytest knows each setting with its help and default, and a
    run's project reads every one of them."""
    pytester.makepyprojecttoml('[tool.pytest.ini_options]\nharness_history = "releases"\n')
    read = project_of(pytester.parseconfig()).settings
    assert read == {setting.name: setting.initial for setting in DECLARED} | {"harness_history": "releases"}
    helped = pytester.runpytest("--help").stdout.str()
    listed = dict(re.findall(r"^  (harness_\w+) \([a-z]+\):\s+(.+)$", helped, re.M))
    assert set(listed) == {setting.name for setting in DECLARED}, helped
    assert all(setting.help.startswith(listed[setting.name].strip()) for setting in DECLARED), listed
