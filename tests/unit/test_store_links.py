"""Every writer and deleter of the store refuses a symbolic link below a converter's folder (``layout.links``),
naming it, and changes nothing through it: a case's saved program (kept, pending, settled), its pending changes,
a stale case's deletion, the release history's steps."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from harness.store import history, layout, pending, saved


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A folder outside the snapshots, as a committed link would name it: a repository's root."""
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "pyproject.toml").write_text('[project]\nname = "mine"\n')
    (folder / ".gitignore").write_text("dist/\n")
    (folder / "program.bin").write_bytes(b"named as a saved program is")
    return folder


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def a_case(tmp_path: Path) -> Path:
    case = tmp_path / "snapshots" / "echo" / "harness-0.1" / "m" / "f"
    case.mkdir(parents=True)
    (case / "source.py").write_text("x\n")
    return case


WRITERS: dict[str, Callable[[Path], object]] = {
    "saved.keep": lambda case: saved.keep(case, {"program.bin": b"received"}, changed=True),
    "saved.keep, removing the program": lambda case: saved.keep(case, {}, changed=True),
    "saved.pend": lambda case: saved.pend(case, {"program.bin": b"received"}),
    "saved.settle, accepted": lambda case: saved.settle(case, accept=True),
    "saved.settle, rejected": lambda case: saved.settle(case, accept=False),
    "pending.record": lambda case: pending.record(case, {"source.py": "y\n"}, ["ast.txt"]),
    "pending.clear": pending.clear,
    "layout.remove_case": layout.remove_case,
}


@pytest.mark.parametrize("place", ["saved", "saved.new", "."])
@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_a_writer_of_a_case_refuses_a_link_and_changes_nothing_through_it(
    tmp_path: Path, outside: Path, writer: str, place: str
) -> None:
    case = a_case(tmp_path)
    if place == ".":
        (case.parent / "g").symlink_to(outside, target_is_directory=True)
        case = case.parent / "g"
    else:
        (case / place).symlink_to(outside, target_is_directory=True)
    kept = files_of(outside)
    with pytest.raises(layout.Linked, match=r"is a symbolic link \(to .*outside\)"):
        WRITERS[writer](case)
    assert files_of(outside) == kept


def test_a_stale_case_in_a_linked_case_file_folder_is_not_deleted(tmp_path: Path, outside: Path) -> None:
    case = a_case(tmp_path)
    (outside / "f").mkdir()
    (outside / "f" / "mine.txt").write_text("mine\n")
    kept = files_of(outside)
    (case.parents[1] / "linked").symlink_to(outside, target_is_directory=True)
    with pytest.raises(layout.Linked, match="linked is a symbolic link"):
        layout.remove_case(case.parents[1] / "linked" / "f")
    assert files_of(outside) == kept


def test_accept_and_reject_refuse_a_linked_saved_program_and_leave_the_change_pending(
    tmp_path: Path, outside: Path
) -> None:
    case = a_case(tmp_path)
    (case / "source.py.new").write_text("y\n")
    (case / saved.PENDING).mkdir()
    (case / saved.PENDING / "program.bin").write_bytes(b"received")
    (case / "saved").symlink_to(outside, target_is_directory=True)
    kept = files_of(outside)
    (change,) = pending.find(tmp_path / "snapshots")
    for settle in (change.accept, change.reject):
        with pytest.raises(pending.PendingError, match="saved is a symbolic link"):
            settle()
        assert files_of(outside) == kept and (case / "source.py.new").is_file()


def test_a_new_baseline_is_not_seeded_from_an_older_one_through_a_link(tmp_path: Path, outside: Path) -> None:
    """Accepting an upgrade's first change copies the older baseline: a linked case there is not read."""
    older = a_case(tmp_path)
    (older.parent / "g").symlink_to(outside, target_is_directory=True)
    new = older.parents[2] / "harness-0.2" / "m" / "f"
    new.mkdir(parents=True)
    (new / "source.py.new").write_text("y\n")
    (change,) = pending.find(tmp_path / "snapshots")
    with pytest.raises(pending.PendingError, match="g is a symbolic link"):
        change.accept()
    assert not (new / "source.py").exists() and not (older.parents[2] / "harness-0.2" / "m" / "g").exists()


def test_the_history_reads_and_writes_no_step_through_a_link(tmp_path: Path, outside: Path) -> None:
    case = a_case(tmp_path)
    (outside / "id_rsa").write_text("a secret\n")
    (case.parent / "g").symlink_to(outside, target_is_directory=True)
    with pytest.raises(layout.Linked, match="g is a symbolic link"):
        history.read_state(case.parents[1])
    (case.parent / "g").unlink()
    (case / "secret.txt").symlink_to(outside / "id_rsa")
    with pytest.raises(layout.Linked, match=r"secret\.txt is a symbolic link"):
        history.read_state(case.parents[1])
    step = history.make_step("harness-0.2", "harness-0.1", {}, {"m/f/source.py": b"x\n"}, {"m.f": "ab"})
    (tmp_path / "history" / "echo").mkdir(parents=True)
    (tmp_path / "history" / "echo" / "harness-0.2").symlink_to(outside, target_is_directory=True)
    kept = files_of(outside)
    with pytest.raises(layout.Linked, match=r"harness-0\.2 is a symbolic link"):
        history.write_step(tmp_path / "history" / "echo" / "harness-0.2", step, None)
    assert files_of(outside) == kept
