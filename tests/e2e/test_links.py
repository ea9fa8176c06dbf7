"""No symbolic link is followed below a converter's folder: a baseline that a pull request commits with a linked
case folder, case file folder, ``saved/``, ``saved.new/`` or output fails that case, naming the link, and nothing
is read, written or deleted through it (an update, a comparison, the stale snapshots' deletion, ``review``)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import baseline, review, write_case

TOPIC = '''
def one(a: int) -> int:
    """Edited later."""
    return a + 1


def two(a: int) -> int:
    return a - 1
'''


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest("-p", "no:cacheprovider", *args)


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder``, with its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def pending_outputs(case: Path) -> list[str]:
    """The received outputs pending in a case's folder."""
    return sorted(p.name for p in case.iterdir() if p.suffix == ".new" and not p.name.startswith("saved"))


@pytest.fixture
def outside(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder outside the project, as a link committed in a baseline would name it: a repository's root, with
    files named as a case's outputs are and files that are none."""
    folder = tmp_path_factory.mktemp("outside")
    (folder / "pyproject.toml").write_text('[project]\nname = "mine"\n')
    (folder / ".gitignore").write_text("dist/\n")
    (folder / "source.py").write_text("mine, named as an output is\n")
    (folder / "one").mkdir()
    (folder / "one" / "precious.txt").write_text("mine too\n")
    return folder


# Where the link is, under the case file's folder of the baseline (``<baseline>/topic/``).
PLACES = ["one", "one/saved", "one/saved.new", "one/source.py"]


def link(project: pytest.Pytester, converter: str, place: str, outside: Path) -> Path:
    """Put a link to ``outside`` at ``place`` (the case file's folder itself when ``place`` is ``"."``), as a
    committed baseline would hold it."""
    at = project.path / "snapshots" / baseline(converter) / "topic" / place
    if at.is_dir() and not at.is_symlink():
        shutil.rmtree(at)
    else:
        at.unlink(missing_ok=True)
    at.symlink_to(outside / at.name if place == "one/source.py" else outside, target_is_directory=True)
    return at


@pytest.mark.parametrize("place", [".", *PLACES])
def test_a_linked_folder_or_file_fails_its_case_and_an_update_changes_nothing_through_it(
    project: pytest.Pytester, converter: str, outside: Path, place: str
) -> None:
    write_case(project, "topic", TOPIC)
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    at = link(project, converter, place, outside)
    kept = files_of(outside)
    write_case(project, "topic", TOPIC.replace("a + 1", "a + 2").replace("a - 1", "a - 2"))
    for args in ((), ("--snapshot-update",)):
        result = run(project, *args)
        shown = at.relative_to(project.path).as_posix()
        assert files_of(outside) == kept, f"{args}: written or deleted through {shown}"
        assert at.is_symlink()
        said = result.stdout.str()
        assert f"{shown} is a symbolic link (to {outside}" in said, said
        assert "read, wrote or deleted nothing through it" in said
        if args and place != ".":  # the other case is updated; a link at the case file's folder fails both
            result.assert_outcomes(failed=1, passed=1)
        else:
            result.assert_outcomes(failed=2)


@pytest.mark.parametrize("linked", ["baseline", "manifest.toml"])
def test_a_linked_baseline_folder_or_manifest_is_a_usage_error_and_nothing_is_written_through_it(
    project: pytest.Pytester, converter: str, outside: Path, linked: str
) -> None:
    """A baseline's folder, or its manifest, that is a link: an update would write its manifest through it."""
    write_case(project, "topic", TOPIC)
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    folder = project.path / "snapshots" / baseline(converter)
    (outside / "manifest.toml").write_text('framework = "mine 1.0"\n')
    at = folder if linked == "baseline" else folder / "manifest.toml"
    at.rename(outside.with_name(f"{outside.name}-moved"))  # out of the way
    at.symlink_to(outside / ("" if linked == "baseline" else "manifest.toml"), target_is_directory=linked == "baseline")
    kept = files_of(outside)
    write_case(project, "topic", TOPIC.replace("a + 1", "a + 2"))
    for args in ((), ("--snapshot-update",)):
        result = run(project, *args)
        assert files_of(outside) == kept, args
        assert result.ret == pytest.ExitCode.USAGE_ERROR
        shown = at.relative_to(project.path).as_posix()
        assert f"{shown} is a symbolic link (to {outside}" in result.stderr.str(), result.stderr.str()


def test_the_stale_check_deletes_nothing_through_a_linked_case_file_folder(
    project: pytest.Pytester, converter: str, outside: Path
) -> None:
    """A case file's folder linked to a folder whose subfolders look like its cases: one its file no longer holds is
    stale, and an update of the whole file would delete it."""
    write_case(project, "topic", TOPIC)
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    topic = link(project, converter, ".", outside)
    (outside / "old").mkdir()
    (outside / "old" / "mine.txt").write_text("a folder named as a stale case is\n")
    kept = files_of(outside)
    result = run(project, "--snapshot-update")
    assert files_of(outside) == kept and topic.is_symlink()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(
        [f"harness: could not delete stale snapshots snapshots/{baseline(converter)}/topic/old (*is a symbolic link*"]
    )


@pytest.mark.parametrize(("place", "action"), [("saved", "accept"), ("saved.new", "accept"), ("saved.new", "reject")])
def test_review_settles_nothing_through_a_linked_saved_program_folder(
    project: pytest.Pytester, converter: str, outside: Path, place: str, action: str
) -> None:
    """A case with a pending change whose ``saved/`` (or ``saved.new/``) is a link: accepting it would make the
    folder hold the received program, deleting every other file there, and rejecting it would delete its
    ``saved.new/``."""
    write_case(project, "topic", TOPIC)
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    write_case(project, "topic", TOPIC.replace("a + 1", "a + 2"))
    run(project).assert_outcomes(passed=1, failed=1)
    case = project.path / "snapshots" / baseline(converter) / "topic" / "one"
    pending = pending_outputs(case)
    assert pending
    other = "saved.new" if place == "saved" else "saved"
    (case / other).mkdir()
    (case / other / "program.bin").write_bytes(b"\x00program")
    (case / place).symlink_to(outside, target_is_directory=True)
    kept = files_of(outside)
    done = review(project.path, f"--{action}", "topic.one")
    assert files_of(outside) == kept
    assert f"snapshots/{baseline(converter)}/topic/one/{place} is a symbolic link (to {outside})" in done.stderr, (
        done.stdout + done.stderr
    )
    assert "Traceback" not in done.stderr
    assert pending_outputs(case) == pending, "it stays pending"
    assert (case / place).is_symlink()


def test_review_copies_no_older_baseline_through_a_link_into_an_unchanged_upgrade(
    tmp_path: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An upgrade that changed no output gets its baseline from review, a copy of the older one: a case there that
    is a link is named, and nothing is copied through it into the new baseline, which a commit would take."""
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\ntestpaths = ["cases"]\n')
    older = tmp_path / "snapshots" / "echo" / "harness-0.1"
    (older / "topic" / "one").mkdir(parents=True)
    (older / "topic" / "one" / "source.py").write_text("x\n")
    (older / "topic" / "two").symlink_to(outside, target_is_directory=True)
    new = older.with_name("harness-0.2")
    new.mkdir()
    (new / "manifest.toml.new").write_text('framework = "harness 0.2.0"\n')
    monkeypatch.delenv("CI", raising=False)
    done = review(tmp_path)
    assert done.returncode == 1
    assert "snapshots/echo/harness-0.1/topic/two is a symbolic link (to" in done.stderr, done.stdout + done.stderr
    assert not (new / "topic").exists() and (new / "manifest.toml.new").is_file()
