"""``python -m harness coverage`` counts from the snapshots and fails under a threshold."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.__main__ import main
from harness.convert.autograph.views import pass_counts
from harness.convert.torchscript.views import builder_counts, frontend_builders
from harness.converter import views_of
from harness.store.baselines import all_baselines
from harness.tools.coverage import tallies
from helpers import CONVERTERS, REPOSITORY

SNAPSHOTS = REPOSITORY / "snapshots"
# Dynamo's kinds for an if on a tensor's value, a builtin such as print or globals(), a call into a C extension.
BAR_KINDS = (
    "Data-dependent branching",
    "Failed to trace builtin operator",
    "Attempted to call function marked as skipped",
)


def write(root: Path, relative: str, text: str) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_pass_counts_and_threshold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    baseline = tmp_path / "snapshots" / "autograph" / "tensorflow-9.9"
    for case, states in (("a", ("changed", "changed")), ("b", ("unchanged", "changed"))):
        write(
            baseline,
            f"m/{case}/passes.txt",
            f"01 functions  {states[0]}\n02 lists      skipped (LISTS is off)\n03 variables  {states[1]}\n04 rename     changed\n",
        )
    assert pass_counts(p.read_text() for p in sorted(baseline.rglob("passes.txt"))) == {
        "functions": 1,
        "lists": 0,
        "variables": 2,
    }
    args = [
        "coverage",
        "autograph",
        "--baseline",
        "autograph/tensorflow-9.9",
        "--snapshots",
        str(tmp_path / "snapshots"),
    ]
    assert main([*args, "--fail-under", "2"]) == 1
    assert "below 2: functions, lists" in capsys.readouterr().out
    assert main([*args, "--fail-under", "1"]) == 1
    assert "exercised by no case: lists\nbelow 1: lists" in capsys.readouterr().out
    write(
        baseline,
        "m/c/passes.txt",
        "01 functions  unchanged\n02 lists      changed\n03 variables  unchanged\n04 rename     changed\n",
    )
    assert main([*args, "--fail-under", "1"]) == 0


def test_builder_counts_count_cases_not_calls(tmp_path: Path) -> None:
    write(tmp_path, "m/a/builders.txt", "StmtBuilder.build_For\nExprBuilder.build_Name\n")
    write(tmp_path, "m/b/builders.txt", "ExprBuilder.build_Name\n")
    used = (p.read_text() for p in sorted(tmp_path.rglob("builders.txt")))
    assert builder_counts(used) == {"ExprBuilder.build_Name": 2, "StmtBuilder.build_For": 1}


@pytest.mark.real_framework
def test_frontend_builders_come_from_torch_source(framework_converter: str) -> None:
    if framework_converter != "torchscript":
        pytest.skip("reads torch's source: runs where torch is installed")
    builders = frontend_builders()
    assert {"StmtBuilder.build_For", "ExprBuilder.build_JoinedStr", "WithItemBuilder.build_withitem"} <= set(builders)


def test_outcomes_count_rejections_by_class_and_breaks_by_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = tmp_path / "snapshots" / "dynamo" / "torch-9.9"
    write(baseline, "m/ok/graphs.py", "")
    write(baseline, "m/ok/behaviour.txt", "inputs: [1]\npython: 1\ntorch.compile: 2\ndiffers\n")
    broken = "graphs: 2\ngraph breaks: 2\n\n1. Data dependent operator\n   at x\n2. Data dependent operator (again)\n"
    write(baseline, "m/breaks/breaks.txt", broken)
    write(baseline, "m/print/breaks.txt", "graphs: 2\ngraph breaks: 1\n\n1. Failed to trace builtin operator\n")
    write(baseline, "m/bad/error.txt", "step: compile\nTypeError: no\n")
    write(baseline, "n/bad/error.txt", "step: compile\nTypeError: other\n")
    write(baseline, "n/worse/error.txt", "step: compile\ntorch.fx.proxy.TraceError: flow\n")
    assert (
        main(["coverage", "dynamo", "--baseline", "dynamo/torch-9.9", "--snapshots", str(tmp_path / "snapshots")]) == 0
    )
    lines = [" ".join(line.split()) for line in capsys.readouterr().out.splitlines()]
    assert lines[:5] == [
        "dynamo on torch-9.9 cases",
        "converted 3",
        "with graph breaks 2",
        "behaviour differs 1",
        "rejected 3",
    ]
    assert lines[6:9] == ["rejected, by error class cases", "TypeError 2", "torch.fx.proxy.TraceError 1"]
    assert lines[10:13] == [
        "graph breaks, by kind cases",
        "Data dependent operator 1",
        "Failed to trace builtin operator 1",
    ]
    assert main(["coverage", "nope", "--snapshots", str(tmp_path / "snapshots")]) == 2


@pytest.mark.parametrize("name", ["torchscript", "export", "fx", "dynamo"])
def test_committed_torch_baselines_reach_the_bar(name: str) -> None:
    """Each torch converter rejects at least 10 cases of 4 error classes; Dynamo, which falls back to eager rather
    than reject, breaks the graph of at least 10 cases for 4 kinds of reason."""
    baselines = [folder for folder in all_baselines(SNAPSHOTS) if folder.parent.name == name]  # pending ones aside
    assert baselines
    for baseline in baselines:
        states, classes, tables = tallies(baseline, views_of(name, CONVERTERS))
        kinds = tables.get("graph breaks, by kind", {})
        if name == "dynamo":
            assert states["with graph breaks"] >= 10 and len(kinds) >= 4, (baseline.name, kinds)
            assert set(BAR_KINDS) <= set(kinds), baseline.name
        else:
            assert states["rejected"] >= 10 and len(classes) >= 4, (baseline.name, classes)
