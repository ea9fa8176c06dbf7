"""A converter's saved program: recorded once loaded back, kept beside the golden files, replayed by a newer release,
with a stand-in loader of the standard library (``pickle.loads`` of a pickled builtin) and the framework-free records."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from harness.convert import saved
from harness.spec import CaseSpec
from harness.store import files
from harness.store import saved as store
from harness.worker import replay

LOADER = "pickle:loads"  # a program here is a pickled builtin: abs loads, and returns what abs returns
SPEC = CaseSpec(inputs=lambda: [(-2,), (3.5,)])


@pytest.fixture(autouse=True)
def _nothing_kept() -> None:
    saved.KEPT.program = None


def older_release(tmp_path: Path, program: bytes) -> Path:
    """A case folder of an older release, written as an update writes it."""
    saved.keep(program)
    texts, files = replay.record(LOADER, "program.pkl", SPEC)
    case = tmp_path / "snapshots" / "echo" / "echo-1.0" / "m" / "f"
    case.mkdir(parents=True)
    (case / saved.SAVED).write_text(texts[saved.SAVED], encoding="utf-8")
    store.keep(case, files, changed=True)
    return case


def test_a_kept_program_is_loaded_back_and_its_outputs_recorded() -> None:
    saved.keep(pickle.dumps(abs))
    texts, files = replay.record(LOADER, "program.pkl", SPEC)
    assert texts == {
        saved.SAVED: "kept: saved/program.pkl, loaded back and run on 2 input sets (saved/recorded.json)\n"
    }
    assert saved.read_recorded(files[saved.RECORDED]) == ([(-2,), (3.5,)], [2, 3.5])
    assert files["program.pkl"] == pickle.dumps(abs)


def test_no_program_kept_records_nothing() -> None:
    assert replay.record(LOADER, "program.pkl", SPEC) == ({}, {})


def test_a_program_over_the_limit_is_recorded_as_too_large_not_kept() -> None:
    saved.keep(b"x" * (saved.LIMIT + 1))
    texts, files = replay.record(LOADER, "program.pkl", SPEC)
    assert files == {}
    assert texts[saved.SAVED] == f"not kept: too large to keep ({saved.LIMIT + 1} bytes; at most {saved.LIMIT})\n"


def test_a_program_its_own_release_cannot_load_is_not_kept() -> None:
    saved.keep(b"not a pickle")
    texts, files = replay.record(LOADER, "program.pkl", SPEC)
    assert files == {}
    assert texts[saved.SAVED].startswith("not kept: its own release does not load it: UnpicklingError: ")


def test_a_newer_release_replays_an_older_saved_program(tmp_path: Path) -> None:
    case = older_release(tmp_path, pickle.dumps(abs))
    assert replay.replayed(LOADER, "program.pkl", (("echo-1.0", str(case)),), SPEC) == (
        "echo-1.0: same outputs on 2 input sets\n"
    )


def test_a_program_that_computes_otherwise_differs(tmp_path: Path) -> None:
    case = older_release(tmp_path, pickle.dumps(abs))
    (case / "saved" / "program.pkl").write_bytes(pickle.dumps(float))  # float(-2) is -2.0, not 2
    assert replay.replayed(LOADER, "program.pkl", (("echo-1.0", str(case)),), SPEC) == (
        "echo-1.0: differs: input set 1: float, not int\n"
    )


def test_a_program_corrupted_by_hand_does_not_load_with_the_loaders_reason(tmp_path: Path) -> None:
    case = older_release(tmp_path, pickle.dumps(abs))
    program = case / "saved" / "program.pkl"
    program.write_bytes(program.read_bytes()[:5])
    assert replay.replayed(LOADER, "program.pkl", (("echo-1.0", str(case)),), SPEC) == (
        "echo-1.0: does not load: UnpicklingError: pickle data was truncated\n"
    )


def test_a_case_that_builds_other_inputs_is_replayed_for_loading_only(tmp_path: Path) -> None:
    case = older_release(tmp_path, pickle.dumps(abs))
    other = CaseSpec(inputs=lambda: [(-2,), (4.5,)])  # the case's own random draws, or its code, changed
    assert replay.replayed(LOADER, "program.pkl", (("echo-1.0", str(case)),), other) == (
        f"echo-1.0: loads: {saved.OTHER_INPUTS}\n"
    )


def test_a_project_that_keeps_its_reports_alone_still_replays_the_saved_program(tmp_path: Path) -> None:
    case = older_release(tmp_path, pickle.dumps(abs))
    (case / saved.SAVED).unlink()  # harness_keep = "report": the program is kept, its saved.txt is not
    assert replay.replayed(LOADER, "program.pkl", (("echo-1.0", str(case)),), SPEC) == (
        "echo-1.0: same outputs on 2 input sets\n"
    )


def test_releases_that_saved_nothing_of_the_case_have_no_line(tmp_path: Path) -> None:
    assert replay.replayed(LOADER, "program.pkl", (("echo-1.0", str(tmp_path / "none")),), SPEC) is None


def test_an_older_program_not_kept_says_so(tmp_path: Path) -> None:
    case = tmp_path / "old"
    case.mkdir()
    (case / saved.SAVED).write_text("not kept: too large to keep (9 bytes; at most 8)\n", encoding="utf-8")
    assert replay.replayed(LOADER, "program.pkl", (("echo-1.0", str(case)),), SPEC) == (
        "echo-1.0: not kept: too large to keep (9 bytes; at most 8)\n"
    )


def test_an_unchanged_case_keeps_its_saved_bytes_and_a_changed_one_replaces_them(tmp_path: Path) -> None:
    case = tmp_path / "snapshots" / "echo" / "echo-1.0" / "m" / "f"
    store.keep(case, {"program.pkl": b"one", saved.RECORDED: b"{}\n"}, changed=True)
    assert store.keep(case, {"program.pkl": b"two", saved.RECORDED: b"{}\n"}, changed=False) == []
    assert store.held(case)["program.pkl"] == b"one"
    assert store.keep(case, {"program.pkl": b"two", saved.RECORDED: b"{}\n"}, changed=True) == ["program.pkl"]
    assert store.held(case)["program.pkl"] == b"two"


def test_report_counts_a_release_that_stops_loading_an_old_program_as_regressed() -> None:
    from harness.store.compile_report import entry
    from harness.tools.compile_report import comparison

    loads = {"code.py": "", "replay.txt": "torch-2.11: same outputs on 1 input set\n"}
    refuses = {
        "code.py": "",
        "replay.txt": "torch-2.11: same outputs on 1 input set\ntorch-2.14: does not load: E: x\n",
    }
    text, fails = comparison(
        {"m.f": {"torchscript": entry(loads)}},
        {"m.f": {"torchscript": entry(refuses)}},
        "torch-2.14",
        "torch-2.15",
        strict=False,
    )
    assert fails
    assert text.splitlines() == [
        "regressed  torchscript  m.f: converted -> converted, older saved programs refused: torch-2.14",
        "torch-2.14 -> torch-2.15: 1 case, 0 improved, 1 regressed, 0 changed otherwise, 0 the same",
    ]


def test_a_saved_program_goes_in_place_before_its_cases_golden_files_and_back_with_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a case's all-or-none write its saved program goes first, however late it was staged: an update killed
    between leaves the older golden files, which the next one rewrites, program and all; a golden file that cannot be
    put in place puts back the program's files, those written and those removed."""
    case = tmp_path / "snapshots" / "echo" / "echo-1.0" / "m" / "f"
    store.keep(case, {"program.pkl": b"old", "gone.bin": b"x"}, changed=True)
    golden = case / saved.SAVED
    golden.write_text("old\n", encoding="utf-8")
    placed: list[str] = []
    replace = os.replace

    def refusing_the_golden_file(source: Path, target: Path) -> None:
        placed.append(Path(source).name if Path(source).parent == store.folder(case) else Path(target).name)
        if Path(target) == golden:
            raise PermissionError(13, "Permission denied")
        replace(source, target)

    with pytest.raises(PermissionError), files.writing_together() as batch:
        batch.add(golden, "new\n", files.temp_root(tmp_path / "snapshots", golden))
        assert store.keep(case, {"program.pkl": b"new"}, changed=True) == ["gone.bin", "program.pkl"]
        monkeypatch.setattr(files.os, "replace", refusing_the_golden_file)
    monkeypatch.undo()
    assert placed[:3] == ["program.pkl", "gone.bin", saved.SAVED]
    assert store.held(case) == {"program.pkl": b"old", "gone.bin": b"x"}
    assert golden.read_text(encoding="utf-8") == "old\n"
