"""``python -m harness matrix``: the conversion matrix from a snapshot tree, and ``docs/matrix.md`` kept current."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.tools.matrix import matrix_doc
from helpers import DOCS, REPOSITORY

ROOT = REPOSITORY


def write(folder: Path, outputs: dict[str, str]) -> None:
    folder.mkdir(parents=True)
    for name, text in outputs.items():
        (folder / name).write_text(text)


def make_snapshots(root: Path) -> Path:
    snapshots = root / "snapshots"
    for converter, version, case, outputs in (
        ("torchscript", "2.0", "ok", {"code.py": "x\n"}),
        ("torchscript", "2.1", "ok", {"code.py": "x\n"}),
        ("torchscript", "2.1", "no_if", {"error.txt": "step: script\nRuntimeError:\nno if here:\n  File x\n"}),
        ("dynamo", "2.1", "ok", {"graphs.py": "", "breaks.txt": "graphs: 3\ngraph breaks: 2\n\n1. print\n"}),
        ("dynamo", "2.1", "no_if", {"graphs.py": "", "behaviour.txt": "inputs: [1]\ndiffers\n"}),
        ("dynamo", "2.1", "factory", {"not_run.txt": "the case has no example inputs\n"}),
    ):
        write(snapshots / converter / f"torch-{version}" / "loops" / case, outputs)
    write(snapshots / "autograph" / "tensorflow-2.21" / "loops" / "ok", {"converted.py": ""})
    return snapshots


def test_newest_baselines_by_default_one_table_per_framework_version(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snapshots = make_snapshots(tmp_path)
    assert main(["matrix", "--snapshots", str(snapshots)]) == 0
    out = capsys.readouterr().out
    assert "## torch-2.0" not in out and out.index("## tensorflow-2.21") < out.index("## torch-2.1")
    assert (
        "| case    | torchscript  | dynamo                     |\n"
        "| ------- | ------------ | -------------------------- |\n"
        "| factory | —            | not run: no example inputs |\n"
        "| no_if   | rejected [1] | behaviour differs          |\n"
        "| ok      | converted    | 2 graph breaks             |\n"
        "\n"
        "- [1] RuntimeError: no if here:\n"
    ) in out
    assert "| rejected                   | 1           | 0      |" in out
    assert "| with graph breaks          | 0           | 1      |" in out


def test_pick_versions_or_baselines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshots = make_snapshots(tmp_path)
    assert main(["matrix", "torch-2.0", "dynamo/torch-2.1", "--snapshots", str(snapshots)]) == 0
    out = capsys.readouterr().out
    assert "## torch-2.0" in out and "(torchscript/torch-2.1)" not in out and "(dynamo/torch-2.1)" in out
    assert main(["matrix", "--all", "--snapshots", str(snapshots)]) == 0
    assert capsys.readouterr().out.count("\n## ") == 3
    assert main(["matrix", "--cases", "loops.no_*", "--snapshots", str(snapshots)]) == 0
    assert "| no_if |" in (out := capsys.readouterr().out) and "| ok " not in out and "## tensorflow-2.21" not in out
    assert main(["matrix", "torch-9.9", "--snapshots", str(snapshots)]) == 2
    assert "no baseline 'torch-9.9'; committed: tensorflow-2.21, torch-2.0, torch-2.1" in capsys.readouterr().err


def test_doc_check_fails_when_out_of_date(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshots, page = make_snapshots(tmp_path), tmp_path / "matrix.md"
    assert main(["matrix", "--doc", str(page), "--snapshots", str(snapshots)]) == 0
    assert main(["matrix", "--doc", str(page), "--check", "--snapshots", str(snapshots)]) == 0
    write(snapshots / "dynamo" / "torch-2.1" / "loops" / "new", {"graphs.py": ""})
    assert main(["matrix", "--doc", str(page), "--check", "--snapshots", str(snapshots)]) == 1
    assert "matrix.md is out of date: run " in capsys.readouterr().err


def test_the_commands_pages_example_is_the_committed_matrix() -> None:
    page = DOCS["commands.md"]
    start = page.index("### cases/torch_compile.py")
    example = page[start : page.index("```", start)]
    torch = matrix_doc(ROOT / "snapshots", cases_dir=ROOT / "cases").split("## torch-2.11")[1]
    assert example in torch, "docs/commands.md's matrix example is no longer what the snapshots say"


def test_matrix_imports_no_test_tool_and_no_framework(tmp_path: Path) -> None:
    snapshots = make_snapshots(tmp_path)
    script = (
        "import sys\nfrom harness.__main__ import main\n"
        f"assert main(['matrix', '--all', '--snapshots', {str(snapshots)!r}]) == 0\n"
        "print(sorted({'pytest', 'syrupy', 'torch', 'tensorflow'} & set(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.endswith("\n[]\n")


def test_the_replay_matrix_counts_each_older_releases_verdicts_and_links_each_cell_to_its_cases(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snapshots, page = tmp_path / "snapshots", tmp_path / "replay.md"
    kept = {"saved.txt": "kept: saved/program.pt, loaded back and run on 1 input set (saved/recorded.json)\n"}
    write(snapshots / "torchscript" / "torch-2.0" / "loops" / "ok", kept)
    write(snapshots / "torchscript" / "torch-2.0" / "loops" / "gone", kept)
    write(
        snapshots / "torchscript" / "torch-2.1" / "loops" / "ok",
        {**kept, "replay.txt": "torch-2.0: same outputs on 1 input set\n"},
    )
    write(
        snapshots / "torchscript" / "torch-2.1" / "loops" / "gone",
        {**kept, "replay.txt": "torch-2.0: does not load: RuntimeError: bad | zip\n"},
    )
    assert main(["matrix", "--replay", "--doc", str(page), "--snapshots", str(snapshots)]) == 0
    text = page.read_text(encoding="utf-8")
    same = "[1 same, 1 does not load](#torchscript-saved-with-torch-20-loaded-with-torch-21)"
    assert f"| torch-2.0                | [2 kept](#torchscript-kept-by-torch-20) | {same} |" in text
    assert (
        "| torch-2.1                | —                                       | [2 kept](#torchscript-kept-by-torch-21)"
        in text
    )
    # each cell links to a heading of its own (GitHub's anchor of its text), which links to every case it counts
    assert (
        "### TorchScript: saved with torch-2.0, loaded with torch-2.1\n\n"
        "- same (1): `loops` [ok](../snapshots/torchscript/torch-2.1/loops/ok/replay.txt)\n"
        "- does not load: RuntimeError: bad \\| zip"
        " (1): `loops` [gone](../snapshots/torchscript/torch-2.1/loops/gone/replay.txt)\n"
    ) in text, text
    assert (
        "### TorchScript: kept by torch-2.0\n\n- kept (2): `loops` [gone](../snapshots/torchscript/torch-2.0/loops/gone/saved.txt), "
        "[ok](../snapshots/torchscript/torch-2.0/loops/ok/saved.txt)\n"
    ) in text, text
    (snapshots / "torchscript" / "torch-2.1" / "loops" / "gone" / "replay.txt").write_text("torch-2.0: same outputs\n")
    assert main(["matrix", "--replay", "--doc", str(page), "--check", "--snapshots", str(snapshots)]) == 1
    assert "matrix --replay --doc " in capsys.readouterr().err
