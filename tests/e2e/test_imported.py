"""Every library named: the installed distributions a project's conversions import (beyond the framework's own) are
recorded in the baseline's manifest, and the run's header and ``diff`` say which of them moved."""

from __future__ import annotations

import json
import os
import shutil
import tomllib
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.store import baselines
from helpers import fake_distribution, write_case

pytestmark = pytest.mark.subprocess("the installed distributions a new process sees are what the manifest records")

CASE = '''
import thirdparty

from harness import case


@case(inputs=[(3,)])
def uses(a: int) -> int:
    """Imports an installed distribution."""
    return thirdparty.one() + a
'''


def site_of(project: pytest.Pytester) -> Path:
    """Where the test installs distributions (on ``PYTHONPATH``): outside the repository, whose own are no import."""
    return project.path.parent / f"{project.path.name}-site"


def install(project: pytest.Pytester, version: str) -> None:
    """``thirdparty`` at ``version``, the one version there."""
    for old in site_of(project).glob("thirdparty-*.dist-info"):
        shutil.rmtree(old)
    fake_distribution(site_of(project), "thirdparty", version, "def one() -> int:\n    return 1\n")


def manifest_of(project: pytest.Pytester) -> Path:
    return next((project.path / "snapshots").glob("*/*/manifest.toml"))


def test_the_manifest_names_what_the_conversions_imported_and_the_header_what_moved(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A manifest with no ``[imported]`` table (each one written before the table existed) reads as naming none, and
    a project whose conversions import nothing beyond the framework keeps it byte for byte; one that imports
    ``thirdparty`` names it, and the next run's header says it moved."""
    install(project, "1.0")
    monkeypatch.setenv("PYTHONPATH", str(site_of(project)))
    write_case(project, "plain", "def plain(a: int) -> int:\n    return a\n")
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    manifest = manifest_of(project)
    written = manifest.read_bytes()
    assert b"[imported]" not in written
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    assert manifest.read_bytes() == written

    write_case(project, "uses", CASE)
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=2)
    assert manifest.read_text(encoding="utf-8") == written.decode() + (
        '# The installed distributions its conversions imported, beyond those above.\n[imported]\nthirdparty = "1.0"\n'
    )
    install(project, "2.0")
    result = project.runpytest_subprocess()
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["echo: installed versions differ from *'s manifest: thirdparty 2.0 (baseline: 1.0)"])


OWN_CASE = """
import thirdparty
import tinynets

from harness import case


@case(inputs=[(3,)])
def uses(a: int) -> int:
    return thirdparty.one() + tinynets.two() + a
"""


@pytest.mark.parametrize(
    "preload", ["", 'harness_preload = ["thirdparty", "tinynets"]\n'], ids=["imported", "preloaded"]
)
def test_the_manifest_names_what_the_cases_import_and_preload_but_never_the_repositorys_own_distribution(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, preload: str
) -> None:
    """The repository is the distribution ``tinynets``, installed editable as its developers have it (pip's record
    names the repository): what its cases import of it is no requirement, which no index serves (CI would install a
    stranger's code if one did). A distribution ``harness_preload`` imports is recorded as the cases' imports are."""
    install(project, "1.0")
    site = site_of(project)
    info = fake_distribution(site, "tinynets", "0.3.0") / "tinynets-0.3.0.dist-info"
    shutil.rmtree(site / "tinynets")  # its code is the repository's
    (info / "direct_url.json").write_text(json.dumps({"url": project.path.as_uri(), "dir_info": {"editable": True}}))
    (project.path / "tinynets").mkdir()
    (project.path / "tinynets" / "__init__.py").write_text("def two() -> int:\n    return 2\n")
    monkeypatch.setenv("PYTHONPATH", f"{site}{os.pathsep}{project.path}")
    pyproject = project.path / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().rstrip("\n") + "\n" + preload)
    write_case(project, "uses", OWN_CASE)
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    assert baselines.recorded_imports(tomllib.loads(manifest_of(project).read_text())) == {"thirdparty": "1.0"}


def test_diff_says_which_versions_and_imported_distributions_moved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snapshots = tmp_path / "snapshots"
    for version, imported in (("1.0", 'timm = "1.0.20"\n'), ("1.1", 'timm = "1.0.21"\ntransformers = "4.57.1"\n')):
        folder = snapshots / "conv" / f"fw-{version}"
        (folder / "m" / "c").mkdir(parents=True)
        (folder / "m" / "c" / "code.py").write_text("same\n")
        (folder / "manifest.toml").write_text(f'framework = "fw {version}.0"\n[imported]\n{imported}')
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.1", "--snapshots", str(snapshots)]) == 0
    out = capsys.readouterr().out
    assert (
        'conv/fw-1.1 was written by: framework = "fw 1.1.0"; imported timm 1.0.21; imported transformers 4.57.1' in out
    )
    assert (
        "moved:   framework fw 1.0.0 -> fw 1.1.0, timm 1.0.20 -> 1.0.21, transformers not imported -> 4.57.1"
    ) in out
