"""A converter's saved program: recorded once loaded back, kept beside the golden files, replayed by a newer release,
with a stand-in loader of the standard library that runs what it loads (``eval`` of a builtin's name), and the
framework-free records; a replay confined (``harness.worker.sandbox``), where it may unpickle no global."""

from __future__ import annotations

import os
import pickle
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest

from harness.convert import saved
from harness.spec import CaseSpec
from harness.store import files
from harness.store import saved as store
from harness.testing.echo import ECHO
from harness.worker import replay, sandbox
from harness.worker.protocol import Request

LOADER = "builtins:eval"  # a program here is a builtin's name: b"abs" loads, and returns what abs returns
NAME = "program.txt"
SPEC = CaseSpec(inputs=lambda: [(-2,), (3.5,)])


@pytest.fixture(autouse=True)
def _nothing_kept() -> None:
    saved.KEPT.program = None


def older_release(tmp_path: Path, program: bytes) -> Path:
    """A case folder of an older release, written as an update writes it."""
    saved.keep(program)
    texts, files = saved.record(LOADER, NAME, SPEC)
    case = tmp_path / "snapshots" / "echo" / "echo-1.0" / "m" / "f"
    case.mkdir(parents=True)
    (case / saved.SAVED).write_text(texts[saved.SAVED], encoding="utf-8")
    store.keep(case, files, changed=True)
    return case


def replayed(case: Path, spec: CaseSpec = SPEC) -> str | None:
    """The older release's line, as a replay child writes it once confined (the confinement itself: below)."""
    return replay.replay_one(LOADER, NAME, "echo-1.0", case, spec)


def rebound(case: Path, program: bytes) -> None:
    """The case's program changed, and bound to the case again: what a hand that knew the harness wrote."""
    files = {name: data for name, data in store.held(case).items() if name != saved.DIGEST}
    store.keep(case, {**files, NAME: program}, changed=True)


def test_a_kept_program_is_loaded_back_and_its_outputs_recorded() -> None:
    saved.keep(b"abs")
    texts, files = saved.record(LOADER, NAME, SPEC)
    assert texts == {
        saved.SAVED: "kept: saved/program.txt, loaded back and run on 2 input sets (saved/recorded.json)\n"
    }
    assert saved.read_recorded(files[saved.RECORDED]) == ([(-2,), (3.5,)], [2, 3.5])
    assert files[NAME] == b"abs"


def test_no_program_kept_records_nothing() -> None:
    assert saved.record(LOADER, NAME, SPEC) == ({}, {})


def test_a_program_over_the_limit_is_recorded_as_too_large_not_kept() -> None:
    saved.keep(b"x" * (saved.LIMIT + 1))
    texts, files = saved.record(LOADER, NAME, SPEC)
    assert files == {}
    assert texts[saved.SAVED] == f"not kept: too large to keep ({saved.LIMIT + 1} bytes; at most {saved.LIMIT})\n"


def test_a_program_its_own_release_cannot_load_is_not_kept() -> None:
    saved.keep(b"no such builtin")
    texts, files = saved.record(LOADER, NAME, SPEC)
    assert files == {}
    assert texts[saved.SAVED].startswith("not kept: its own release does not load it: SyntaxError: ")


def test_a_newer_release_replays_an_older_saved_program(tmp_path: Path) -> None:
    case = older_release(tmp_path, b"abs")
    assert replayed(case) == "echo-1.0: same outputs on 2 input sets"


def test_a_program_that_computes_otherwise_differs(tmp_path: Path) -> None:
    case = older_release(tmp_path, b"abs")
    rebound(case, b"float")  # float(-2) is -2.0, not 2
    assert replayed(case) == "echo-1.0: differs: input set 1: float, not int"


def test_a_program_corrupted_by_hand_does_not_load_with_the_loaders_reason(tmp_path: Path) -> None:
    case = older_release(tmp_path, b"abs")
    rebound(case, b"ab")
    assert replayed(case) == "echo-1.0: does not load: NameError: name 'ab' is not defined"


def test_a_program_changed_or_swapped_in_from_another_case_does_not_load(tmp_path: Path) -> None:
    """A program whose bytes are not those its saved/digest.txt binds to the case, another case's saved/ folder whole,
    or one with no digest: refused before any loader runs, naming the case."""
    case = older_release(tmp_path, b"abs")
    (case / "saved" / NAME).write_bytes(b"float")
    refused = "echo-1.0: does not load: its saved/digest.txt does not bind its files to m/f"
    assert replayed(case) == refused
    other = older_release(tmp_path / "other", b"abs").rename(case.with_name("g"))
    assert replayed(other) == refused.replace("m/f", "m/g")
    (other / "saved" / saved.DIGEST).unlink()
    assert replayed(other) == refused.replace("m/f", "m/g")


def test_a_case_that_builds_other_inputs_is_replayed_for_loading_only(tmp_path: Path) -> None:
    case = older_release(tmp_path, b"abs")
    other = CaseSpec(inputs=lambda: [(-2,), (4.5,)])  # the case's own random draws, or its code, changed
    assert replayed(case, other) == f"echo-1.0: loads: {saved.OTHER_INPUTS}"


def test_a_project_that_keeps_its_reports_alone_still_replays_the_saved_program(tmp_path: Path) -> None:
    case = older_release(tmp_path, b"abs")
    (case / saved.SAVED).unlink()  # harness_keep = "report": the program is kept, its saved.txt is not
    assert replayed(case) == "echo-1.0: same outputs on 2 input sets"


def test_releases_that_saved_nothing_of_the_case_have_no_line(tmp_path: Path) -> None:
    assert replayed(tmp_path / "none") is None


def test_an_older_program_not_kept_says_so(tmp_path: Path) -> None:
    case = tmp_path / "old"
    case.mkdir()
    (case / saved.SAVED).write_text("not kept: too large to keep (9 bytes; at most 8)\n", encoding="utf-8")
    assert replayed(case) == "echo-1.0: not kept: too large to keep (9 bytes; at most 8)"


def test_an_older_saved_txt_is_never_copied_into_the_replay(tmp_path: Path) -> None:
    """A saved.txt that says "not kept" in words the harness never writes (a line for another release after it) is
    no reason the replay repeats: the program beside it, or its absence, is what the line says."""
    case = tmp_path / "old"
    case.mkdir()
    forged = "not kept: too large\necho-0.9: same outputs on 1 input set\n"
    (case / saved.SAVED).write_text(forged, encoding="utf-8")
    assert replayed(case) == "echo-1.0: does not load: no saved/program.txt beside its saved.txt"


def confined_replay(case: Path, loader: str = LOADER) -> tuple[str, list[str]]:
    """``replay.txt`` as a replay child writes it: forked, confined to a scratch folder of its own; and the files
    its program left in the folder that holds the case."""
    scratch = tempfile.mkdtemp()
    request = Request("/r", "cases.m", "f", "echo", replays=(("echo-1.0", str(case)),))
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the forked process
        os.close(read)
        try:
            text = replay.replayed(request, replace(ECHO, saved_as=NAME, loader=loader), SPEC, scratch) or ""
        except BaseException as exc:  # noqa: BLE001
            text = repr(exc)
        os.write(write, text.encode("utf-8"))
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as answer:
        text = answer.read().decode("utf-8")
    os.waitpid(pid, 0)
    return text, sorted(p.name for p in case.parent.iterdir())


def needs_a_sandbox() -> None:
    """This machine's kernel confines a replay, or CI fails the test: CI has one (Landlock, seccomp)."""
    if sandbox.landlock_abi() < 1 and not os.environ.get("CI"):
        pytest.skip("this kernel has no Landlock: replays say 'not replayed here: no sandbox' (CI has one)")


def test_a_confined_replay_writes_nothing_outside_its_folder(tmp_path: Path) -> None:
    """A committed program that writes a file beside its case's folder when run: confined, its write fails, the
    replay says its program raised, and no file appears."""
    needs_a_sandbox()
    case = older_release(
        tmp_path,
        b"lambda x: open(__import__('os').path.join(%r, 'marker'), 'w').write('!')"
        % (str(tmp_path / "snapshots" / "echo" / "echo-1.0" / "m"),),
    )
    text, beside = confined_replay(case)
    assert text == "echo-1.0: differs: input set 1: raises PermissionError, not as recorded\n"
    assert beside == ["f"]


def test_a_confined_replay_unpickles_no_global(tmp_path: Path) -> None:
    needs_a_sandbox()
    case = older_release(tmp_path, b"abs")
    rebound(case, pickle.dumps(abs))
    text, _ = confined_replay(case, "pickle:loads")
    assert text == "echo-1.0: does not load: it needs pickle to load (builtins.abs): refused\n"


def test_a_machine_that_cannot_confine_a_replay_loads_no_older_program(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def unavailable(folder: str) -> None:
        raise sandbox.Unavailable("the kernel has no Landlock")

    monkeypatch.setattr(sandbox, "confine", unavailable)
    case = older_release(tmp_path, b"abs")
    request = Request("/r", "cases.m", "f", "echo", replays=(("echo-1.0", str(case)),))
    assert replay.replayed(request, replace(ECHO, saved_as=NAME, loader=LOADER), SPEC, str(tmp_path)) == (
        "echo-1.0: not replayed here: no sandbox (the kernel has no Landlock)\n"
    )


def test_an_unchanged_case_keeps_its_saved_bytes_and_a_changed_one_replaces_them(tmp_path: Path) -> None:
    case = tmp_path / "snapshots" / "echo" / "echo-1.0" / "m" / "f"
    store.keep(case, {NAME: b"one", saved.RECORDED: b"{}\n"}, changed=True)
    assert store.keep(case, {NAME: b"two", saved.RECORDED: b"{}\n"}, changed=False) == []
    assert store.held(case)[NAME] == b"one"
    assert store.keep(case, {NAME: b"two", saved.RECORDED: b"{}\n"}, changed=True) == [saved.DIGEST, NAME]
    assert store.held(case)[NAME] == b"two"


def test_report_counts_a_release_that_stops_loading_an_old_program_as_regressed() -> None:
    from harness.store.report.making import entry
    from harness.tools.report.command import comparison

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
    store.keep(case, {NAME: b"old", "gone.bin": b"x"}, changed=True)
    before = store.held(case)
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
        assert store.keep(case, {NAME: b"new"}, changed=True) == [saved.DIGEST, "gone.bin", NAME]
        monkeypatch.setattr(files.os, "replace", refusing_the_golden_file)
    monkeypatch.undo()
    assert placed[:4] == [saved.DIGEST, NAME, "gone.bin", saved.SAVED]
    assert store.held(case) == before
    assert golden.read_text(encoding="utf-8") == "old\n"


def test_an_input_set_refused_under_both_releases_is_never_counted_as_same_outputs(tmp_path: Path) -> None:
    """``abs`` refuses a string (TypeError) when saved and when replayed: counted apart, never as same outputs."""
    spec = CaseSpec(inputs=lambda: [(-2,), ("x",)])
    saved.keep(b"abs")
    texts, kept = saved.record(LOADER, NAME, spec)
    assert texts[saved.SAVED] == "kept: saved/program.txt, loaded back and run on 2 input sets (saved/recorded.json)\n"
    case = tmp_path / "snapshots" / "echo" / "echo-1.0" / "m" / "f"
    case.mkdir(parents=True)
    store.keep(case, kept, changed=True)
    assert replayed(case, spec) == "echo-1.0: same outputs on 1 input set; 1 refused under both releases (TypeError)"
    every = CaseSpec(inputs=lambda: [("x",)])
    store.keep(case, saved.record(LOADER, NAME, every)[1], changed=True)
    assert replayed(case, every) == (
        "echo-1.0: loads: every input set refused under both releases (1 input set: TypeError): no output compared"
    )
    assert saved.replay_fault(replayed(case, spec) + "\n") is None


def test_a_recording_too_large_is_counted_in_values_whatever_its_digits() -> None:
    """Two recordings of the same shapes whose floats print with other digits: the same words, the same count."""
    outputs = []
    for value in (0.1, 0.123456789):
        saved.keep(b"list")  # returns its argument's values: as many in the outputs as in the inputs
        spec = CaseSpec(inputs=lambda value=value: [([value] * (saved.VALUES_LIMIT // 2 + 1),)])
        texts, kept = saved.record(LOADER, NAME, spec)
        outputs.append(texts[saved.SAVED])
        assert kept == {}
    assert outputs[0] == outputs[1] == saved.too_many_values_text(saved.VALUES_LIMIT + 2)
    assert saved.not_kept_reason(outputs[0]) == outputs[0].removeprefix("not kept: ").rstrip("\n")
