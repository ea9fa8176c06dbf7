"""``python -m harness report``: each case's compile report from stored outputs, through its converter's views; between
two baselines, a regression fails, an improvement passes saying so, and a project may ask every change to fail."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.convert import traces
from harness.convert.behaviour.run import run_all
from helpers import COMMITTED_SNAPSHOTS, ECHO, baseline, snapshot_tree, write_case

ONE_BREAK = (
    "graphs: 2\ngraph breaks: 1\n\n1. Failed to trace builtin operator\n   at cases/m.py:f:4\n"
    "   Encountered graph break when attempting to trace CALL: a function call, e.g. f(x, y):\n"
)
TWO_BREAKS = ONE_BREAK.replace("graphs: 2\ngraph breaks: 1", "graphs: 3\ngraph breaks: 2") + (
    "\n2. Data-dependent branching\n   at cases/m.py:f:6\n"
)
GRAPH = '# graph {n} of {of}\nclass GraphModule(torch.nn.Module):\n    def forward(self, L_x_: "f32[3]"):\n        y: "f32[3]" = x + 1\n'


def graphs(count: int) -> str:
    """A ``graphs.py`` of ``count`` graphs of one operation each."""
    return "\n".join(GRAPH.format(n=n, of=count) for n in range(1, count + 1))


def baselines(root: Path, old: dict[str, dict[str, str]], new: dict[str, dict[str, str]]) -> Path:
    """Two baselines, ``fw-1.0`` and ``fw-1.1``: per converter folder, case ``m/f`` with the given outputs."""
    snapshots = root / "snapshots"
    for version, side in (("1.0", old), ("1.1", new)):
        for converter, outputs in side.items():
            case = snapshots / converter / f"fw-{version}" / "m" / "f"
            case.mkdir(parents=True)
            for name, text in outputs.items():
                (case / name).write_text(text, encoding="utf-8")
    return snapshots


def report(snapshots: Path, *args: str) -> int:
    return main(["report", *args, "--snapshots", str(snapshots)])


def test_the_report_reads_status_graphs_and_breaks_from_a_real_dynamo_snapshot(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert report(COMMITTED_SNAPSHOTS, "dynamo/torch-2.14") == 0
    out = capsys.readouterr().out
    assert (
        "torch_compile.print_in_the_middle\n  dynamo: converted, 2 graphs (1, 1 ops), 1 graph break\n"
        "    Failed to trace builtin operator at cases/torch_compile.py:print_in_the_middle:4\n"
    ) in out


def test_a_regression_fails_and_an_improvement_passes_saying_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snapshots = baselines(
        tmp_path,
        {
            "dynamo": {"breaks.txt": ONE_BREAK, "graphs.py": graphs(2)},
            "fx": {"error.txt": "step: trace\nTraceError: no\n"},
        },
        {"dynamo": {"breaks.txt": TWO_BREAKS, "graphs.py": graphs(3)}, "fx": {"code.py": "x\n"}},
    )
    assert report(snapshots, "fw-1.0", "fw-1.1") == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("regressed  dynamo  m.f: converted, 2 graphs (1, 1 ops), 1 graph break / Failed to trace")
    assert out[0].endswith("Data-dependent branching at cases/m.py:f:6")
    assert out[1] == "improved   fx  m.f: rejected (TraceError) -> converted"
    assert out[-1] == "fw-1.0 -> fw-1.1: 1 case, 0 improved, 1 regressed, 0 changed otherwise, 0 the same"
    assert report(snapshots, "fw-1.1", "fw-1.0") == 1  # the way back: fx regressed, dynamo improved
    back = capsys.readouterr().out.splitlines()
    assert back[0] == "regressed  fx  m.f: converted -> rejected (TraceError)"
    assert back[1].startswith("improved   dynamo  m.f: converted, 3 graphs")
    assert report(snapshots, "dynamo/fw-1.1", "dynamo/fw-1.0") == 0
    improved = capsys.readouterr().out.splitlines()
    assert (
        improved[-1]
        == "dynamo/fw-1.1 -> dynamo/fw-1.0: 1 case, 1 improved, 0 regressed, 0 changed otherwise, 0 the same"
    )


def test_a_change_with_no_direction_passes_unless_the_project_asks_every_change_to_fail(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    moved = ONE_BREAK.replace("cases/m.py:f:4", "cases/m.py:f:5")
    snapshots = baselines(tmp_path, {"dynamo": {"breaks.txt": ONE_BREAK}}, {"dynamo": {"breaks.txt": moved}})
    assert report(snapshots, "fw-1.0", "fw-1.1") == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("changed    dynamo  m.f:")
    assert report(snapshots, "fw-1.0", "fw-1.1", "--strict") == 1
    (tmp_path / "pyproject.toml").write_text("[tool.pytest.ini_options]\nharness_report_strict = true\n")
    monkeypatch.chdir(tmp_path)
    assert report(snapshots, "fw-1.0", "fw-1.1") == 1
    assert report(snapshots, "fw-1.0", "fw-1.0") == 0
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\nharness_report_strict = "maybe"\n')
    capsys.readouterr()
    assert report(snapshots, "fw-1.0", "fw-1.1") == 2
    assert capsys.readouterr().err == "harness_report_strict = 'maybe': must be true or false\n"


def test_a_project_keeps_the_report_alone_or_with_every_output(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``harness_keep = "report"``: each case's snapshots are its compile report alone, whose verdict the matrix
    reads; ``both``: the report beside every output; any other value is a usage error."""

    def keep(value: str) -> None:
        project.makepyprojecttoml(
            f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{ECHO!r}]\nharness_keep = "{value}"\n'
        )

    keep("report")
    write_case(
        project, "kept", 'def fine(a):\n    return a\n\n\ndef refused(a):\n    """echo: reject"""\n    return a\n'
    )
    project.runpytest("--snapshot-update").assert_outcomes(passed=2)
    tree = {
        Path(name).relative_to(baseline(converter)).as_posix(): text
        for name, text in snapshot_tree(project.path).items()
        if not name.endswith("manifest.toml")
    }
    assert tree == {"kept/fine/report.txt": b"converted\n", "kept/refused/report.txt": b"rejected (ValueError)\n"}
    project.runpytest().assert_outcomes(passed=2)
    monkeypatch.chdir(project.path)
    assert main(["matrix"]) == 0
    assert "rejected [1]" in capsys.readouterr().out

    keep("both")
    result = project.runpytest()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["missing snapshot */kept/fine/source.py*"])
    project.runpytest("--snapshot-update").assert_outcomes(passed=2)
    assert {"report.txt", "source.py"} <= {path.name for path in project.path.glob("snapshots/*/*/kept/fine/*")}

    keep("graphs")
    project.runpytest().stderr.fnmatch_lines(["*harness_keep = 'graphs': must be one of outputs, report, both*"])


def test_a_compile_report_that_improved_passes_saying_so_and_one_that_regressed_fails(project: pytest.Pytester) -> None:
    """With ``harness_keep = "report"``: a rejection turned into a conversion passes, says ``improved`` and leaves
    the new report pending for review; the reverse fails as ``regressed``; ``harness_report_strict`` fails both."""
    settings = (
        f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{ECHO!r}]\nharness_keep = "report"\n'
    )
    project.makepyprojecttoml(settings)
    refused = 'def flips(a):\n    """echo: reject"""\n    return a\n'
    write_case(project, "flip", refused)
    project.runpytest("--snapshot-update").assert_outcomes(passed=1)
    write_case(project, "flip", "def flips(a):\n    return a\n")
    improved = project.runpytest()
    improved.assert_outcomes(passed=1)
    improved.stdout.fnmatch_lines(
        [
            "harness: echo: 1 cases: 1 passed, 0 failed (0 changed, 0 new, 0 errors); compile reports: 1 improved, 0 regressed;*",
            "harness: echo::flip::flips: compile report improved (rejected (ValueError) -> converted); output differs*"
            "1 pending file(s) written beside the snapshots*",
        ]
    )
    project.runpytest("--snapshot-update").assert_outcomes(passed=1)
    write_case(project, "flip", refused)
    regressed = project.runpytest()
    regressed.assert_outcomes(failed=1)
    regressed.stdout.fnmatch_lines(
        [
            "echo::flip::flips: compile report regressed (converted -> rejected (ValueError)); output differs*",
            "harness: echo: 1 cases: 0 passed, 1 failed (1 changed, 0 new, 0 errors); compile reports: 0 improved, 1 regressed;*",
        ]
    )
    project.makepyprojecttoml(settings + "harness_report_strict = true\n")
    project.runpytest("--snapshot-update").assert_outcomes(passed=1)
    write_case(project, "flip", "def flips(a):\n    return a\n")
    project.runpytest().assert_outcomes(failed=1)


def test_with_ci_set_an_improved_report_passes_no_case_whose_other_outputs_differ(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 60: with ``harness_keep = "both"`` (what ``init`` writes) a report that improved passed in CI while every
    other output of the case differed, and CI keeps nothing pending: those golden files were never compared. Off CI
    it still passes, leaving them all pending; in CI it fails, naming them; a project that keeps its report alone
    passes there, its report being all it compares."""
    refused, converts = 'def flips(a):\n    """echo: reject"""\n    return a\n', "def flips(a):\n    return a\n"
    for keep in ("both", "report"):
        project.makepyprojecttoml(
            f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{ECHO!r}]\nharness_keep = "{keep}"\n'
        )
        write_case(project, "flip", refused)
        project.runpytest("--snapshot-update").assert_outcomes(passed=1)
        write_case(project, "flip", converts)
        monkeypatch.setenv("CI", "1")
        in_ci = project.runpytest()
        monkeypatch.delenv("CI")
        if keep == "report":
            in_ci.assert_outcomes(passed=1)
            continue
        in_ci.assert_outcomes(failed=1)
        in_ci.stdout.fnmatch_lines(
            [
                "echo::flip::flips: compile report improved (rejected (ValueError) -> converted); output differs*;"
                " with CI set its other outputs (ast.txt, constants.txt, error.txt, source.py) fail whatever its report did",
                "harness: echo: 1 cases: 0 passed, 1 failed (1 changed, 0 new, 0 errors); 5 outputs, 5 differ;*",
            ]
        )
        project.runpytest().assert_outcomes(passed=1)  # off CI: improved, every output left pending for review


@pytest.mark.parametrize("keep", ["report", "both"])
def test_a_committed_compile_report_that_cannot_be_read_fails_and_ranks_as_nothing(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, keep: str
) -> None:
    """An empty report, one of garbage and one holding a merge's conflict markers rank as no status at all: a case
    that regressed (converted to rejected) fails in CI naming the file, never passing as ``improved``."""
    project.makepyprojecttoml(
        f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{ECHO!r}]\nharness_keep = "{keep}"\n'
    )
    corruptions = {
        "empty": ("", "it is empty"),
        "garbage": ("all is well here\n", "line 1 is no status the harness writes: 'all is well here'"),
        "merged": (
            "<<<<<<< HEAD\nconverted\n=======\nrejected (ValueError)\n>>>>>>> theirs\n",
            "it holds merge-conflict markers (line 1: '<<<<<<< HEAD')",
        ),
    }
    for name in corruptions:
        write_case(project, name, "def flips(a):\n    return a\n")
    project.runpytest("--snapshot-update").assert_outcomes(passed=3)
    for name, (text, _) in corruptions.items():
        (project.path / "snapshots" / baseline(converter) / name / "flips" / "report.txt").write_text(text)
        write_case(project, name, 'def flips(a):\n    """echo: reject"""\n    return a\n')
    monkeypatch.setenv("CI", "1")
    result = project.runpytest()
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.assert_outcomes(failed=3)
    result.stdout.fnmatch_lines(
        [
            f"*echo::{name}::flips: snapshots/{baseline(converter)}/{name}/flips/report.txt cannot be read as a compile"
            f" report: {why}; nothing is ranked; output differs from its snapshot*"
            for name, (_, why) in corruptions.items()
        ],
        consecutive=False,
    )
    result.stdout.fnmatch_lines(["harness: echo: 3 cases: 0 passed, 3 failed (0 changed, 0 new, 3 errors);*"])
    assert "improved" not in result.stdout.str()


def test_report_between_two_baselines_refuses_a_report_it_cannot_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A stored ``report.txt`` holding a merge's conflict markers is no status that got nowhere: ``report OLD NEW``
    names the file and exits 2, where it once counted a rejection after it as ``improved``."""
    merged = "<<<<<<< HEAD\nconverted\n=======\nrejected (E)\n>>>>>>> theirs\n"
    snapshots = baselines(tmp_path, {"echo": {"report.txt": merged}}, {"echo": {"report.txt": "rejected (E)\n"}})
    assert report(snapshots, "fw-1.0", "fw-1.1") == 2
    said = capsys.readouterr()
    assert "improved" not in said.out
    assert said.err == (
        f"{snapshots}/echo/fw-1.0/m/f/report.txt: cannot be read as a compile report: it holds merge-conflict markers"
        " (line 1: '<<<<<<< HEAD')\n"
    )


def test_a_case_whose_outputs_moved_under_an_unchanged_report_says_so_and_counts_every_output_compared(
    project: pytest.Pytester,
) -> None:
    """Issue 50: a failure whose compile report did not move says ``compile report unchanged``; the summary counts
    the snapshots a case no longer produces among the outputs compared, so no more differ than were compared
    (``keep = "report"`` over a baseline that kept every output read "1 outputs, 4 differ")."""

    def keep(value: str) -> None:
        project.makepyprojecttoml(
            f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{ECHO!r}]\nharness_keep = "{value}"\n'
        )

    keep("both")
    write_case(project, "grow", "def grows(a):\n    return a + 1\n")
    project.runpytest("--snapshot-update").assert_outcomes(passed=1)
    write_case(project, "grow", "def grows(a):\n    return a + 2\n")
    moved = project.runpytest()
    moved.assert_outcomes(failed=1)
    moved.stdout.fnmatch_lines(
        ["*echo::grow::grows: compile report unchanged (converted); output differs from its snapshot (*"]
    )

    write_case(project, "grow", "def grows(a):\n    return a + 1\n")
    keep("report")
    fewer = project.runpytest()
    fewer.assert_outcomes(failed=1)
    counted = re.search(r"; (\d+) outputs, (\d+) differ;", fewer.stdout.str())
    assert counted and 0 < int(counted[2]) <= int(counted[1]), fewer.stdout.str()


class _PerType:
    """A converter that makes a program per tuple of argument types, or, ``per_value``, per tuple of arguments."""

    def __init__(self, per_value: bool) -> None:
        self.per_value, self.keys = per_value, []

    def __call__(self, *arguments: object) -> object:
        key = arguments if self.per_value else tuple(type(a).__name__ for a in arguments)
        if key not in self.keys:
            self.keys.append(key)
        return arguments[0]

    def probe(self) -> tuple[int, str]:
        return len(self.keys), f"x: {self.keys[-2]} -> {self.keys[-1]}" if len(self.keys) > 1 else ""


def test_a_case_that_retraces_on_each_input_set_is_a_regression(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outputs = []
    for per_value in (False, True):  # the newer release retraces on each value
        jitted = _PerType(per_value)
        counted = traces.Counted(jitted, jitted.probe)
        behaviour = run_all(lambda: [(1,), (2,), (3,)], {"python": lambda x: x, "jitted": counted})
        outputs.append({"code.py": "x\n", "behaviour.txt": behaviour, **traces.written(counted)})
    old, new = outputs
    assert old[traces.FILE].splitlines()[-1] == "3 input sets, 1 program"
    assert new[traces.FILE].splitlines()[1:] == [
        "inputs 2: new program 2: x: (1,) -> (2,)",
        "inputs 3: new program 3: x: (2,) -> (3,)",
        "3 input sets, 3 programs",
    ]
    snapshots = baselines(tmp_path, {"dynamo": old}, {"dynamo": new})
    assert report(snapshots, "fw-1.0", "fw-1.1") == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "regressed  dynamo  m.f: converted, 3 input sets, 1 program -> converted, 3 input sets, 3 programs"
        " / new program on inputs 2: x: (1,) -> (2,) / new program on inputs 3: x: (2,) -> (3,)"
    )
    assert report(snapshots, "fw-1.1", "fw-1.0") == 0  # the way back: fewer programs
    assert capsys.readouterr().out.startswith("improved   dynamo  m.f: converted, 3 input sets, 3 programs")
    assert report(snapshots, "fw-1.1") == 0
    assert "  dynamo: converted, 3 input sets, 3 programs\n    new program on inputs 2: x: (1,) -> (2,)\n" in (
        capsys.readouterr().out
    )


RETRACED = "inputs 1: new program 1: first call\ninputs 2: new program 2: x: int\n2 input sets, 2 programs\n"
ONCE = "inputs 1: new program 1: first call\ninputs 2: no new program\n2 input sets, 1 program\n"


@pytest.mark.parametrize(
    ("name", "older", "newer", "why"),
    [
        (traces.FILE, ONCE, RETRACED.replace("\n2 input", "\n  2 input"), "line 3 is no line the harness writes"),
        (traces.FILE, ONCE, RETRACED.replace("2 programs", "1 program"), "its total (2 input sets, 1 program) is not"),
        (traces.FILE, ONCE, RETRACED.replace("inputs 2: new", "<<<<<<< HEAD\ninputs 2: new"), "line 2 is no line"),
        ("replay.txt", "fw-0.9: same outputs on 2 input sets\n", "  fw-0.9: does not load: E: x\n", "line 1 is no"),
        ("replay.txt", "fw-0.9: same outputs on 2 input sets\n", "fw-0.9: does not load: E: x", "it does not end"),
    ],
    ids=["indented-traces", "miscounted-traces", "merged-traces", "indented-replay", "cut-replay"],
)
def test_report_between_two_baselines_refuses_a_record_it_cannot_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, older: str, newer: str, why: str
) -> None:
    """Issue 60: a ``traces.txt`` or ``replay.txt`` that is no record the harness writes (indented, cut, its total not
    its lines', a merge's markers) read as no programs, or no older program refused: ``report OLD NEW`` passed a
    regression it fails with the file intact. It names the file and exits 2."""
    snapshots = baselines(
        tmp_path, {"dynamo": {"code.py": "x\n", name: older}}, {"dynamo": {"code.py": "x\n", name: newer}}
    )
    intact = baselines(
        tmp_path / "intact",
        {"dynamo": {"code.py": "x\n", name: older}},
        {"dynamo": {"code.py": "x\n", name: RETRACED if name == traces.FILE else "fw-0.9: does not load: E: x\n"}},
    )
    assert report(intact, "fw-1.0", "fw-1.1") == 1
    capsys.readouterr()
    assert report(snapshots, "fw-1.0", "fw-1.1") == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.startswith(f"{snapshots}/dynamo/fw-1.1/m/f/{name}: cannot be read: {why}"), said.err


def test_report_names_a_stored_output_that_is_no_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshots = baselines(tmp_path, {"dynamo": {"code.py": "x\n"}}, {"dynamo": {"code.py": "x\n"}})
    (snapshots / "dynamo" / "fw-1.1" / "m" / "f" / traces.FILE).write_bytes(b"\xff\xfe garbage")
    assert report(snapshots, "fw-1.0", "fw-1.1") == 2
    assert capsys.readouterr().err == (
        f"{snapshots}/dynamo/fw-1.1/m/f/{traces.FILE}: cannot be read: not UTF-8 text; nothing is ranked\n"
    )
