"""A converter's saved program through the whole lifecycle, with a converter of the project's own (``harness.testing``'s
kit) that saves the case by its module and name and loads it by importing them again: an update keeps it beside the golden files, a newer
release replays an older one's, and one corrupted by hand fails the comparison with "does not load" and the reason."""

from __future__ import annotations

import shutil
from pathlib import Path

from harness.convert.saved import LIMIT, bound, digest, read_recorded
from harness.testing import ConverterProject, converter_project

ENTRY = """
from harness.converter import Converter

ENTRY = Converter(
    "namer", "harness", ("dy2static-harness",), "namer.driver", saved_as="program.txt", loader="namer.driver:load"
)
"""
DRIVER = """
import importlib

from harness.convert import saved

def convert(target, spec):
    saved.keep(f"{target.__module__}:{target.__name__}".encode())  # it loads where the case imports
    return {"name.txt": target.__name__ + "\\n"}

def load(data):
    module, _, name = data.decode().partition(":")
    return getattr(importlib.import_module(module), name)
"""
CASES = """
from harness import case

@case(inputs=lambda: [(2,), (-3,)])
def double(x):
    return 2 * x
"""


def project_at(root: Path, keep: str = "") -> tuple[ConverterProject, Path]:
    project = converter_project(root, "namer", {"entry.py": ENTRY, "driver.py": DRIVER})
    if keep:
        with (root / "pyproject.toml").open("a", encoding="utf-8") as settings:
            settings.write(f'harness_keep = "{keep}"\n')
    project.write("cases/topic.py", CASES)
    assert project.pytest("--snapshot-update").returncode == 0
    baseline = next((root / "snapshots" / "namer").iterdir())
    return project, baseline


def test_an_update_keeps_the_saved_program_and_leaves_it_while_the_case_is_unchanged(tmp_path: Path) -> None:
    project, baseline = project_at(tmp_path)
    case = baseline / "topic" / "double"
    assert (case / "saved.txt").read_text(encoding="utf-8") == (
        "kept: saved/program.txt, loaded back and run on 2 input sets (saved/recorded.json)\n"
    )
    files = {p.name: p.read_bytes() for p in (case / "saved").iterdir()}
    assert sorted(files) == ["digest.txt", "program.txt", "recorded.json"]
    assert files["digest.txt"] == f"sha256:{digest('topic/double', files)}\n".encode()
    written = {p: p.stat().st_mtime_ns for p in (case / "saved").iterdir()}
    assert project.pytest("--snapshot-update").returncode == 0
    assert {p: p.stat().st_mtime_ns for p in (case / "saved").iterdir()} == written
    assert project.pytest().returncode == 0


def test_a_newer_release_replays_an_older_ones_program_and_one_corrupted_by_hand_does_not_load(tmp_path: Path) -> None:
    project, baseline = project_at(tmp_path)
    older = baseline.with_name("harness-0.0")  # an older release's baseline, as an earlier update wrote it
    shutil.copytree(baseline, older)
    assert project.pytest("--snapshot-update").returncode == 0
    replay = baseline / "topic" / "double" / "replay.txt"
    assert replay.read_text(encoding="utf-8") == "harness-0.0: same outputs on 2 input sets\n"
    assert project.pytest().returncode == 0
    program = older / "topic" / "double" / "saved" / "program.txt"
    program.write_bytes(program.read_bytes()[:10])
    before = project.snapshots()
    compared = project.pytest()
    assert compared.returncode == 1
    assert (
        "+harness-0.0: does not load: its saved/digest.txt does not bind its files to topic/double" in compared.stdout
    )
    after = project.snapshots()
    pending = after.pop("namer/harness-0.1/topic/double/replay.txt.new")  # the received replay.txt, for review
    assert pending.startswith("harness-0.0: does not load: ")
    for name in (
        "digest.txt",
        "program.txt",
        "recorded.json",
    ):  # the program of the conversion it received, pending beside it
        assert (
            after.pop(f"namer/harness-0.1/topic/double/saved.new/{name}")
            == before[f"namer/harness-0.1/topic/double/saved/{name}"]
        )
    assert after == before  # nothing else changes


def test_a_project_that_keeps_its_reports_alone_keeps_the_program_and_reports_a_refusal(tmp_path: Path) -> None:
    project, baseline = project_at(tmp_path, keep="report")
    case = baseline / "topic" / "double"
    assert not (case / "saved.txt").exists() and (case / "saved" / "program.txt").is_file()
    older = baseline.with_name("harness-0.0")
    shutil.copytree(baseline, older)
    (older / "topic" / "double" / "saved" / "program.txt").write_bytes(b"not a module:name")
    assert project.pytest("--snapshot-update").returncode == 0
    assert (case / "report.txt").read_text(encoding="utf-8").endswith(", older saved programs refused: harness-0.0\n")


def test_a_program_too_large_to_keep_is_named_in_the_summary_where_no_snapshot_says_so(tmp_path: Path) -> None:
    """A project that keeps its reports alone keeps no saved.txt: a program over the limit was skipped in silence."""
    project = converter_project(
        tmp_path,
        "namer",
        {"entry.py": ENTRY, "driver.py": DRIVER.replace(".encode())", f".encode() + b' ' * {LIMIT})")},
    )
    with (tmp_path / "pyproject.toml").open("a", encoding="utf-8") as settings:
        settings.write('harness_keep = "report"\n')
    project.write("cases/topic.py", CASES)
    updated = project.pytest("--snapshot-update")
    assert updated.returncode == 0, updated.stdout
    said = "harness: namer::topic::double: its saved program is not kept (too large to keep ("
    assert said in updated.stdout and f"bytes; at most {LIMIT})): no newer release replays it" in updated.stdout
    assert not list((tmp_path / "snapshots").rglob("saved"))


def test_a_review_that_accepts_a_case_writes_its_saved_program_as_an_update_does(tmp_path: Path) -> None:
    """A case given a third input set: the comparison fails on saved.txt and keeps the program it received pending;
    rejecting drops it, accepting writes saved/ as ``--snapshot-update`` would, and the next comparison passes."""
    project, baseline = project_at(tmp_path)
    case = baseline / "topic" / "double"
    project.write("cases/topic.py", CASES.replace("[(2,), (-3,)]", "[(2,), (-3,), (5,)]"))
    before = project.snapshots()
    assert project.pytest().returncode == 1
    assert (case / "saved.txt.new").is_file() and (case / "saved.new" / "recorded.json").is_file()
    assert project.harness("review", "--reject", "topic.double").returncode == 0
    assert project.snapshots() == before, "a rejected case leaves nothing behind"
    assert project.pytest().returncode == 1
    accepted = project.harness("review", "--accept", "topic.double")
    assert accepted.returncode == 0, accepted.stderr
    assert read_recorded((case / "saved" / "recorded.json").read_bytes())[0] == [(2,), (-3,), (5,)]
    assert not (case / "saved.new").exists()
    reviewed = project.snapshots()
    assert project.pytest().returncode == 0
    assert project.pytest("--snapshot-update").returncode == 0
    shutil.rmtree(case / "saved")
    assert project.pytest("--snapshot-update").returncode == 0
    assert project.snapshots() == reviewed, "what the review wrote is what an update writes"


def test_an_upgrades_review_makes_the_new_baseline_with_each_cases_program_beside_its_saved_txt(tmp_path: Path) -> None:
    """An upgrade's first run compares with the older baseline; accepting one case makes the new baseline from the
    older one, whose cases keep their programs beside their saved.txt, and the accepted case gets the program its
    own conversion saved."""
    project, baseline = project_at(tmp_path)
    project.write("cases/topic.py", CASES + "\n\n@case(inputs=lambda: [(1,)])\ndef triple(x):\n    return 3 * x\n")
    assert project.pytest("--snapshot-update").returncode == 0
    older = baseline.rename(baseline.with_name("harness-0.0"))
    project.write(
        "cases/topic.py",
        CASES.replace("[(2,), (-3,)]", "[(2,), (-3,), (5,)]")
        + "\n\n@case(inputs=lambda: [(1,)])\ndef triple(x):\n    return 3 * x\n",
    )
    assert project.pytest().returncode == 1
    accepted = project.harness("review", "--accept", "topic.double")
    assert accepted.returncode == 0, accepted.stderr
    assert read_recorded((baseline / "topic" / "double" / "saved" / "recorded.json").read_bytes())[0] == [
        (2,),
        (-3,),
        (5,),
    ]
    kept = baseline / "topic" / "triple"
    assert (kept / "saved.txt").is_file() and (kept / "replay.txt.new").is_file(), "still pending, as the older's"
    for name in ("digest.txt", "program.txt", "recorded.json"):
        assert (kept / "saved" / name).read_bytes() == (older / "topic" / "triple" / "saved" / name).read_bytes()


def test_a_projects_own_model_kept_as_a_report_says_whether_the_older_releases_program_runs_the_same(
    tmp_path: Path,
) -> None:
    """``harness_keep = "report"``: while the older release's program loads and gives its recorded outputs the
    report names no refusal and the comparison passes; once it gives other outputs, the comparison fails with the
    report regressed, naming the older release, an update records it, and ``report`` counts it as regressed."""
    project, baseline = project_at(tmp_path, keep="report")
    older = baseline.with_name("harness-0.0")
    shutil.copytree(baseline, older)
    assert project.pytest("--snapshot-update").returncode == 0
    report = baseline / "topic" / "double" / "report.txt"
    assert report.read_text(encoding="utf-8") == "converted\n"
    assert project.pytest().returncode == 0
    recorded = older / "topic" / "double" / "saved" / "recorded.json"
    recorded.write_text(recorded.read_text(encoding="utf-8").replace('"outputs": [4,', '"outputs": [5,'))
    compared = project.pytest()
    assert compared.returncode == 1
    assert "compile report regressed (converted -> converted, older saved programs refused: harness-0.0)" in (
        compared.stdout
    ), compared.stdout
    assert project.pytest("--snapshot-update").returncode == 0
    assert report.read_text(encoding="utf-8") == "converted, older saved programs refused: harness-0.0\n"
    listed = project.harness("report", "harness-0.0", "harness-0.1")
    assert "0 improved, 1 regressed" in listed.stdout, listed.stdout + listed.stderr


def test_an_update_that_cannot_write_the_saved_program_writes_none_of_the_case(tmp_path: Path) -> None:
    """Issue 60: the golden files were written before ``saved/``, apart: an update that could not write the program
    (or was killed before it did) left ``saved.txt`` saying 3 input sets beside a ``recorded.json`` of 2. The program
    is now part of the case's all-or-none write: the case fails naming the file, and nothing of it changes."""
    project, baseline = project_at(tmp_path)
    case = baseline / "topic" / "double"
    recorded = case / "saved" / "recorded.json"
    recorded.unlink()
    recorded.mkdir()  # a folder where the file goes: it cannot be written
    before = project.snapshots()
    project.write("cases/topic.py", CASES.replace("[(2,), (-3,)]", "[(2,), (-3,), (5,)]"))
    updated = project.pytest("--snapshot-update")
    assert updated.returncode == 1
    assert "saved/recorded.json: cannot be written (Is a directory)" in updated.stdout, updated.stdout
    assert project.snapshots() == before
    assert (case / "saved.txt").read_text(encoding="utf-8").endswith("run on 2 input sets (saved/recorded.json)\n")


def test_a_later_update_repairs_a_saved_program_that_disagrees_with_its_saved_txt(tmp_path: Path) -> None:
    """A case left as an update killed between its golden files and ``saved/`` left it, before the two were written
    together: ``saved.txt`` says 3 input sets, ``recorded.json`` holds 2. The golden files are as the conversion
    makes them, yet the next update writes the program again, so that the two agree."""
    project, baseline = project_at(tmp_path)
    saved = baseline / "topic" / "double" / "saved"
    two_sets = {path.name: path.read_bytes() for path in saved.iterdir()}
    project.write("cases/topic.py", CASES.replace("[(2,), (-3,)]", "[(2,), (-3,), (5,)]"))
    assert project.pytest("--snapshot-update").returncode == 0
    for name, data in two_sets.items():
        (saved / name).write_bytes(data)
    assert project.pytest().returncode == 0, "the golden files are the conversion's"
    assert project.pytest("--snapshot-update").returncode == 0
    assert read_recorded((saved / "recorded.json").read_bytes())[0] == [(2,), (-3,), (5,)]


def test_the_program_a_failing_comparison_keeps_pending_is_the_runs_own_change(tmp_path: Path) -> None:
    """The program a failing comparison keeps for review (``saved.new/``) was reported as a file changed during the
    run not by it, which failed a run whose cases had passed (an improved report) and named every such case."""
    project, baseline = project_at(tmp_path)
    project.write("cases/topic.py", CASES.replace("[(2,), (-3,)]", "[(2,), (-3,), (5,)]"))
    compared = project.pytest()
    assert compared.returncode == 1
    assert (baseline / "topic" / "double" / "saved.new" / "recorded.json").is_file()
    assert "changed during this run" not in compared.stdout, compared.stdout


def test_an_older_releases_saved_file_that_cannot_be_read_fails_its_case_naming_it(tmp_path: Path) -> None:
    """An older baseline's ``saved.txt`` that is no UTF-8 text was a harness error ("please report it"): the case
    now fails naming the file, before anything is converted or written, and the rest of the run goes on."""
    project, baseline = project_at(tmp_path)
    older = baseline.with_name("harness-0.0")
    shutil.copytree(baseline, older)
    shutil.copytree(older / "topic", older / "other")
    project.write("cases/other.py", CASES)
    assert project.pytest("--snapshot-update").returncode == 0  # each case's replay.txt of harness-0.0
    (older / "topic" / "double" / "saved.txt").write_bytes(b"\xff\xfe kept")
    before = project.snapshots()
    for args in ((), ("--snapshot-update",)):
        run = project.pytest(*args)
        assert run.returncode == 1
        assert (
            "namer::topic::double: snapshots/namer/harness-0.0/topic/double/saved.txt: cannot be read (not UTF-8"
            " text): harness-0.0's saved program was not replayed and nothing was compared" in run.stdout
        ), run.stdout
        assert "please report it" not in run.stdout
        assert "1 passed" in run.stdout or "1 updated" in run.stdout, run.stdout
    after = project.snapshots()
    assert {k: v for k, v in after.items() if "/topic/" in k} == {k: v for k, v in before.items() if "/topic/" in k}


def test_an_older_program_that_kills_its_replay_costs_its_replay_alone(tmp_path: Path) -> None:
    """An older release's program, bound to its case, that ends the process replaying it (os._exit): the case's other outputs
    are its conversion's, its replay.txt says how the replay ended, and the comparison fails on it alone."""
    project, baseline = project_at(tmp_path)
    older = baseline.with_name("harness-0.0")
    shutil.copytree(baseline, older)
    assert project.pytest("--snapshot-update").returncode == 0
    case = older / "topic" / "double"
    files = {p.name: p.read_bytes() for p in (case / "saved").iterdir() if p.name != "digest.txt"}
    for name, data in bound("topic/double", {**files, "program.txt": b"os:_exit"}).items():
        (case / "saved" / name).write_bytes(data)
    compared = project.pytest()
    assert compared.returncode == 1
    assert "+harness-0.0: does not load: its replay exited with code 2" in compared.stdout, compared.stdout
    assert "1 of 3 outputs: replay.txt" in compared.stdout, compared.stdout
