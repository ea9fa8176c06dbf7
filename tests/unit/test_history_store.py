"""The release history's store: a chain of steps replays to every full baseline, and any edit to it is caught."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.corpus.fingerprint import file_fingerprints
from harness.store.history import State, check_chain, history_chains, load_chain, make_step, read_state, write_step

SOURCES = {"m.a": "aaaa", "m.b": "bbbb"}
V10: State = {"m/a/code.py": b"a = 1\n", "m/a/error.txt": b"no\n", "m/b/code.py": b"b = 1\n"}
V11: State = {"m/a/code.py": b"a = 2\n", "m/b/code.py": b"b = 1\n"}  # a changed, a's error gone
V12: State = {"m/a/code.py": b"a = 3\n", "m/b/code.py": b"b = 1\n", "m/b/graph.txt": b"g\n"}
V13: State = {"m/a/code.py": b"a = 3\n", "m/b/code.py": b"b = 2\n", "m/b/graph.txt": b"g\n"}


def write_baseline(folder: Path, state: State) -> None:
    for key, value in state.items():
        (folder / key).parent.mkdir(parents=True, exist_ok=True)
        (folder / key).write_bytes(value)
    (folder / "manifest.toml").write_text('framework = "fw 1.0.0"\n')


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    """Full baselines fw-1.0 and fw-1.3; fw-1.1, fw-1.2 and the step into fw-1.3 stored; and a converter whose
    only full baseline is its newest, so that its chain runs backwards from it."""
    snapshots, history = tmp_path / "snapshots", tmp_path / "history"
    write_baseline(snapshots / "conv" / "fw-1.0", V10)
    write_baseline(snapshots / "conv" / "fw-1.3", V13)
    for release, base, old, new in (
        ("fw-1.1", "fw-1.0", V10, V11),
        ("fw-1.2", "fw-1.1", V11, V12),
        ("fw-1.3", "fw-1.2", V12, V13),
    ):
        manifest = None if release == "fw-1.3" else f'framework = "fw {release[3:]}.4"\n'
        write_step(history / "conv" / release, make_step(release, base, old, new, SOURCES), manifest)
    write_baseline(snapshots / "late" / "fw-1.2", V12)
    write_step(history / "late" / "fw-1.1", make_step("fw-1.1", "fw-1.2", V12, V11, SOURCES), 'framework = "x"\n')
    return snapshots, history


def test_a_step_keeps_only_what_differs(tree: tuple[Path, Path]) -> None:
    _, history = tree
    step = history / "conv" / "fw-1.1"
    assert read_state(step) == {"m/a/code.py": b"a = 2\n"}
    assert '"m/a/error.txt",' in (step / "step.toml").read_text()
    assert (step / "manifest.toml").read_text() == 'framework = "fw 1.1.4"\n'
    assert not (history / "conv" / "fw-1.3" / "manifest.toml").exists()  # a full baseline has its own


def test_the_chain_replays_to_every_release_and_reproduces_each_full_baseline(tree: tuple[Path, Path]) -> None:
    snapshots, history = tree
    chain = load_chain(history, snapshots, "conv")
    assert chain.releases == ["fw-1.0", "fw-1.1", "fw-1.2", "fw-1.3"]
    assert [chain.state(r) for r in chain.releases] == [V10, V11, V12, V13]
    assert chain.replayed("fw-1.3") == V13
    result = check_chain(chain, SOURCES)
    assert (result.problems, result.unrecorded, result.out_of_date, result.reproduced) == ([], {}, {}, ["fw-1.3"])
    backwards = load_chain(history, snapshots, "late")
    assert backwards.state("fw-1.1") == V11
    assert check_chain(backwards, SOURCES).problems == []


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        ("conv/fw-1.1/m/a/code.py", "conv/fw-1.1: m.a's outputs do not replay to what the step recorded"),
        ("conv/fw-1.3/m/b/code.py", "conv/fw-1.3: m.b's outputs do not replay to what the step recorded"),
        ("late/fw-1.1/m/a/code.py", "late/fw-1.1: m.a's outputs do not replay to what the step recorded"),
    ],
)
def test_an_edited_stored_file_fails_the_replay(tree: tuple[Path, Path], edit: str, expected: str) -> None:
    """fw-1.2 overwrites fw-1.1's m/a/code.py, so only the recorded digest can catch an edit there."""
    snapshots, history = tree
    (history / edit).write_bytes(b"edited\n")
    assert check_chain(load_chain(history, snapshots, edit.split("/")[0]), SOURCES).problems == [expected]


def test_a_baseline_rendered_anew_since_is_out_of_date_not_corrupt(tree: tuple[Path, Path]) -> None:
    """A harness that renders an output anew regenerates the baselines: the history built before is out of date for
    the cases it changed (build them again), which are never compared; the stored files are not to blame."""
    snapshots, history = tree
    (snapshots / "conv" / "fw-1.3" / "m" / "b" / "graph.txt").write_bytes(b"rendered anew\n")
    (snapshots / "conv" / "fw-1.0" / "m" / "a" / "error.txt").write_bytes(b"rendered anew\n")
    chain = load_chain(history, snapshots, "conv")
    result = check_chain(chain, SOURCES)
    assert result.problems == []
    assert result.out_of_date == {"fw-1.1": ["m.a"], "fw-1.2": ["m.a"], "fw-1.3": ["m.a", "m.b"]}
    assert not chain.linked("m.b", "fw-1.2", "fw-1.3", "bbbb") and chain.linked("m.b", "fw-1.1", "fw-1.2", "bbbb")
    assert not chain.recorded("m.a", "fw-1.2", "aaaa") and chain.recorded("m.b", "fw-1.2", "bbbb")


def test_a_case_the_converter_does_not_take_is_never_out_of_date(tree: tuple[Path, Path]) -> None:
    """Each step records every case of the corpus; one of another framework's files, edited between two builds, has
    no output here to be rendered anew."""
    snapshots, history = tree
    old, new = {**SOURCES, "other.c": "old"}, {**SOURCES, "other.c": "new"}
    for release, base, before, after, sources in (
        ("fw-1.1", "fw-1.0", V10, V11, old),
        ("fw-1.2", "fw-1.1", V11, V12, new),
        ("fw-1.3", "fw-1.2", V12, V13, new),
    ):
        write_step(history / "conv" / release, make_step(release, base, before, after, sources), None)
    result = check_chain(load_chain(history, snapshots, "conv"), new)
    assert (result.problems, result.out_of_date, result.reproduced) == ([], {}, ["fw-1.3"])


def test_a_stored_step_that_removes_what_is_not_there_or_stores_what_did_not_change_fails(
    tree: tuple[Path, Path],
) -> None:
    snapshots, history = tree
    step = history / "conv" / "fw-1.2"
    (step / "m" / "b" / "code.py").write_bytes(b"b = 1\n")
    text = (step / "step.toml").read_text().replace("removed = []", 'removed = [\n    "m/z/gone.txt",\n]')
    (step / "step.toml").write_text(text)
    problems = check_chain(load_chain(history, snapshots, "conv"), SOURCES).problems
    assert problems == [
        "conv/fw-1.2: removes m/z/gone.txt, which fw-1.1 does not hold",
        "conv/fw-1.2: stores m/b/code.py unchanged from fw-1.1",
    ]


def test_a_case_added_or_changed_since_is_said_and_never_compared(tree: tuple[Path, Path]) -> None:
    """The committed baselines hold the corpus as it is now; the stored releases were built from an older one."""
    snapshots, history = tree
    (snapshots / "conv" / "fw-1.3" / "m" / "a" / "code.py").write_bytes(b"a = 'edited case'\n")
    write_baseline(snapshots / "conv" / "fw-1.3", {"m/new/code.py": b"new\n"})
    now = {**SOURCES, "m.a": "edited", "m.new": "nnnn", "other.of_another_framework": "oooo", "m.c": "cccc"}
    chain = load_chain(history, snapshots, "conv")
    result = check_chain(chain, now)
    assert result.problems == []
    # A case of a file none of whose cases the converter's baselines hold (another framework's) is not its to list.
    assert result.unrecorded == {r: ["m.a", "m.c", "m.new"] for r in ("fw-1.1", "fw-1.2", "fw-1.3")}
    assert [chain.recorded("m.a", r, "edited") for r in chain.releases] == [True, False, False, True]
    assert chain.recorded("m.b", "fw-1.2", "bbbb")


def test_a_step_is_written_whole_and_rewriting_it_replaces_it(tmp_path: Path) -> None:
    folder = tmp_path / "conv" / "fw-1.1"
    write_step(folder, make_step("fw-1.1", "fw-1.0", V10, V11, SOURCES), None)
    write_step(folder, make_step("fw-1.1", "fw-1.0", V10, V12, SOURCES), None)
    assert read_state(folder) == {"m/a/code.py": b"a = 3\n", "m/b/graph.txt": b"g\n"}
    assert sorted(p.name for p in folder.parent.iterdir()) == ["fw-1.1"]  # nothing staged is left


def test_a_fingerprint_follows_its_case_and_what_the_file_shares() -> None:
    base = b"import x\n\n\ndef _helper():\n    return 1\n\n\ndef a():\n    return _helper()\n"
    before = file_fingerprints(base, {"a"})
    assert file_fingerprints(base + b"\n\ndef b():\n    return 2\n", {"a", "b"})["a"] == before["a"]
    assert file_fingerprints(base.replace(b"return 1", b"return 2"), {"a"})["a"] != before["a"]
    assert file_fingerprints(base.replace(b"_helper()\n", b"_helper() + 1\n"), {"a"})["a"] != before["a"]


def test_a_stored_result_that_is_not_the_converters_fails_the_check(tmp_path: Path) -> None:
    """A stored step holding an error of a harness step, or the ``@case`` marker applied inside a converted program,
    fails ``history --check``; so does a release whose every case ends with one and the same error."""
    snapshots, history = tmp_path / "snapshots", tmp_path / "history"
    write_baseline(snapshots / "conv" / "fw-1.0", V10)
    harness_step: State = {
        "m/a/code.py": b"a = 2\n",
        "m/a/error.txt": b"step: harness (harness/convert/conv/driver.py:run)\nKeyError: 'x'\n",
        "m/b/code.py": b"def b(x):\n    wrapped = Call(Ld(case))(inputs=(1,))(b)\n",
    }
    write_step(history / "conv" / "fw-1.1", make_step("fw-1.1", "fw-1.0", V10, harness_step, SOURCES), "x = 1\n")
    one_error = b"step: export\nTypeError: export() got an unexpected keyword argument 'dynamic_shapes'\n"
    same: State = {"m/a/error.txt": one_error, "m/b/error.txt": one_error}
    write_step(history / "conv" / "fw-1.2", make_step("fw-1.2", "fw-1.1", harness_step, same, SOURCES), "x = 1\n")
    found = check_chain(load_chain(history, snapshots, "conv"), SOURCES).problems
    assert "conv/fw-1.1: m/a/error.txt:1: the harness's own failure: step: harness" in found
    assert "conv/fw-1.1: m/b/code.py:2: the harness's @case marker, applied inside a converted program: (case)" in found
    assert (
        "conv/fw-1.2: every case ends with one and the same error, not the release's: step: export / TypeError:"
        " export() got an unexpected keyword argument 'dynamic_shapes'"
    ) in found
    assert len(found) == 3, found


def test_the_page_shows_one_edit_made_in_many_cases_once() -> None:
    """A release that stops emitting one warning everywhere reads as one edit with its cases and its diff; a case's
    other changes are listed as before."""
    from harness.store.history import Chain
    from harness.tools.history.command import ReleaseChanges, edit_lines

    warning = b"FutureWarning: LeafSpec is deprecated\n"
    old = {"m/a/warnings.txt": warning, "m/b/warnings.txt": warning, "m/b/code.py": b"x = 1\n"}
    new = {"m/b/code.py": b"x = 2\n"}
    chain = Chain("echo", ["fw-1.0", "fw-1.1"], {}, {}, _states={"fw-1.0": old, "fw-1.1": new})
    changes = ReleaseChanges(
        "fw-1.1", "fw-1.0", "fw 1.1.0", {"m.a": ["warnings.txt"], "m.b": ["code.py", "warnings.txt"]}, 0
    )
    lines = edit_lines(chain, changes)
    assert lines[0] == "- `warnings.txt` removed in 2 cases, one edit: `m.a`, `m.b`", lines
    assert "  -FutureWarning: LeafSpec is deprecated" in lines and lines.count("  ```diff") == 1
    assert lines[-1] == "- `m.b`: `code.py`", lines


@pytest.mark.parametrize(
    ("bases", "said"),
    [
        ({"fw-1.1": "fw-1.1"}, "conv/fw-1.1/step.toml: its base is fw-1.1, the step itself"),
        (
            {"fw-1.1": "fw-1.2"},
            "conv/fw-1.1/step.toml: its chain of bases comes back to fw-1.1 (fw-1.1 -> fw-1.2 -> fw-1.1) and reaches"
            " no full baseline",
        ),
    ],
)
def test_a_step_based_on_itself_or_on_a_loop_is_named_not_a_recursion(
    tree: tuple[Path, Path], bases: dict[str, str], said: str
) -> None:
    snapshots, history = tree
    for release, base in bases.items():
        step = history / "conv" / release / "step.toml"
        step.write_text(step.read_text().replace('base = "fw-1.0"', f'base = "{base}"'))
    with pytest.raises(ValueError) as raised:
        check_chain(load_chain(history, snapshots, "conv"), SOURCES)
    assert str(raised.value) == f"{history}/{said}"


def test_a_step_or_its_manifest_that_is_not_utf8_is_named(tree: tuple[Path, Path]) -> None:
    snapshots, history = tree
    for name in ("step.toml", "manifest.toml"):
        stored = history / "conv" / "fw-1.1" / name
        text = stored.read_bytes()
        stored.write_bytes(text + b"\n# \xe4\xff\n")
        with pytest.raises(ValueError, match=f"^{stored}: not a readable"):
            load_chain(history, snapshots, "conv")
        stored.write_bytes(text)


def test_an_output_of_a_case_outside_the_corpus_a_step_holds_fails_the_check(tree: tuple[Path, Path]) -> None:
    """A file dropped into a step, of a case its ``step.toml`` does not list (no case of the corpus), is no output the
    release made: replaying the chain names it."""
    snapshots, history = tree
    extra = history / "conv" / "fw-1.2" / "ghost" / "case" / "code.py"
    extra.parent.mkdir(parents=True)
    extra.write_bytes(b"x = 1\n")
    problems = check_chain(load_chain(history, snapshots, "conv"), SOURCES).problems
    assert problems == ["conv/fw-1.2: stores ghost/case/code.py, an output of a case its corpus does not hold"]


def test_each_python_is_a_chain_of_its_own(tree: tuple[Path, Path]) -> None:
    """A converter's steps and baselines on Python 3.12 form their own chain, its label saying the Python; the base
    Python's chain holds none of them."""
    snapshots, history = tree
    write_baseline(snapshots / "conv" / "fw-1.1-python3.12", V12)
    write_step(
        history / "conv" / "fw-1.0-python3.12",
        make_step("fw-1.0-python3.12", "fw-1.1-python3.12", V12, V11, SOURCES),
        'framework = "fw 1.0.4"\n',
    )
    assert history_chains(history) == [("conv", None), ("conv", "3.12"), ("late", None)]
    chain = load_chain(history, snapshots, "conv", python="3.12")
    assert (chain.label, chain.releases) == ("conv (Python 3.12)", ["fw-1.0-python3.12", "fw-1.1-python3.12"])
    assert chain.state("fw-1.0-python3.12") == V11 and check_chain(chain, SOURCES).problems == []
    assert load_chain(history, snapshots, "conv").releases == ["fw-1.0", "fw-1.1", "fw-1.2", "fw-1.3"]
