"""Per-version baselines: fallback to the nearest older one, manifests, untouched old baselines."""

from __future__ import annotations

import re
import shutil
import sys

import pytest

from helpers import baseline, snapshot_tree, write_case

CASES = '''
def add(a: int, b: int) -> int:
    """Adds."""
    return a + b


def sub(a: int, b: int) -> int:
    """Subtracts."""
    return a - b
'''


def test_upgrade_compares_with_nearest_older_baseline_then_writes_its_own(
    project: pytest.Pytester, converter: str
) -> None:
    write_case(project, "topic", CASES)
    project.runpytest("-p", "no:cacheprovider", "-k", converter, "--snapshot-update").assert_outcomes(passed=2)
    own = project.path / "snapshots" / baseline(converter)
    framework = own.name.rsplit("-", 1)[0]
    written = snapshot_tree(project.path)
    older = own.parent / f"{framework}-0.0"
    newer = own.parent / f"{framework}-99.0"
    shutil.copytree(own, older)
    shutil.copytree(own, newer)
    shutil.rmtree(own)
    changed = next(p for p in sorted((older / "topic" / "sub").iterdir()) if p.name != "warnings.txt")
    changed.write_text(changed.read_text() + "# only in the old release\n")
    for path in newer.rglob("*.*"):
        path.write_text("never compared against a newer baseline\n")
    old_tree = {k: v for k, v in snapshot_tree(project.path).items() if k.startswith(f"{converter}/{framework}-0.0/")}

    result = project.runpytest("-p", "no:cacheprovider", "-k", converter)
    result.stdout.fnmatch_lines(
        [f"{converter}: * no baseline for {own.name.rsplit('-', 1)[1]}, comparing against {framework}-0.0"]
    )
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["-# only in the old release", f"FAILED cases/topic.py::{converter}::sub*"])

    project.runpytest("-p", "no:cacheprovider", "-k", converter, "--snapshot-update").assert_outcomes(passed=2)
    after = snapshot_tree(project.path)
    assert {k: v for k, v in after.items() if k.startswith(baseline(converter) + "/")} == written
    assert {k: v for k, v in after.items() if k.startswith(f"{converter}/{framework}-0.0/")} == old_tree


def test_manifest_records_versions_and_header_reports_drift(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", CASES)
    project.runpytest("-p", "no:cacheprovider", "-k", converter, "--snapshot-update")
    manifest = project.path / "snapshots" / baseline(converter) / "manifest.toml"
    text = manifest.read_text()
    for key in ("framework", "numpy", "python", "harness"):
        assert f"\n{key} = " in text
    assert sum(1 for p in manifest.parent.rglob("manifest.toml")) == 1, "one manifest per baseline, not per case"
    manifest.write_text(text.replace('numpy = "', 'numpy = "0.0.1-was-'))
    result = project.runpytest("-p", "no:cacheprovider", "-k", converter)
    result.stdout.fnmatch_lines(
        [f"{converter}: installed versions differ from *manifest: numpy * (baseline: 0.0.1-was-*)"]
    )
    result.assert_outcomes(passed=2)


def test_a_run_given_its_ci_rows_baseline_stops_when_it_would_compare_with_another(
    project: pytest.Pytester, converter: str
) -> None:
    """``--baseline``, a CI matrix row's: a run that would compare with another baseline (another release, another
    Python, or an older one because the row's is not written yet) stops before any case, naming the one it compares
    with and what to do; a row of the baseline it compares with runs, and so does one of a converter named."""
    write_case(project, "topic", CASES)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=2)
    own = project.path / "snapshots" / baseline(converter)
    framework, major, minor = re.fullmatch(r"(.+)-(\d+)\.(\d+)", own.name).groups()  # type: ignore[union-attr]
    project.runpytest("-p", "no:cacheprovider", "--baseline", own.name).assert_outcomes(passed=2)
    project.runpytest("-p", "no:cacheprovider", "--baseline", f"{converter}/{own.name}").assert_outcomes(passed=2)
    here = f"{sys.version_info.major}.{sys.version_info.minor}"
    other = f"{converter} compares with {own.name} here ({framework} {major}.{minor}"
    stopped = {
        f"{framework}-{major}.{int(minor) + 1}": other,
        f"{own.name}-python3.99": other,
        "mxnet-1.0": "no converter of this project is of mxnet",
        "1.0": "no baseline's name",
    }
    for row, said in stopped.items():
        result = project.runpytest("-p", "no:cacheprovider", "--baseline", row)
        assert result.ret == pytest.ExitCode.USAGE_ERROR, row
        assert f"--baseline {row}: {said}" in result.stderr.str(), result.stderr.str()
        assert "passed" not in result.stdout.str()
        if said == other:
            assert (
                f" on Python {here}): the job runs another release or Python than its row names" in result.stderr.str()
            )
    assert int(minor) > 0, own
    older = own.parent / f"{framework}-{major}.{int(minor) - 1}"
    own.rename(older)
    result = project.runpytest("-p", "no:cacheprovider", "--baseline", own.name)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert (
        f"--baseline {own.name}: {converter} compares with {older.name} here: {own.name} holds no snapshot yet; write"
        in result.stderr.str()
    ), result.stderr.str()
