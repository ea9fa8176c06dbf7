"""Which converters a release's build converts: those that run on it and have no committed baseline there."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from harness.corpus.fingerprint import fingerprints
from harness.project import Project
from harness.store.history import check_chain, history_chains, load_chain, read_step
from harness.tools.history.build import Builder, pick
from harness.tools.history.command import check, history_doc
from helpers import CONVERTERS

RELEASES = """[torch]
converters = ["torchscript", "export"]
releases = [
    { release = "2.0", install = ["torch==2.0.1"] },
    { release = "2.1", install = ["torch==2.1.2"] },
    { release = "2.2", install = ["torch==2.2.2"] },
]
"""


def test_a_converter_older_than_its_minimum_is_neither_converted_nor_waited_for(tmp_path: Path) -> None:
    """export needs torch 2.1: at torch 2.0 it is not converted and needs no step, so torch 2.0, whose TorchScript
    has a full baseline, is not planned at all; torch 2.1 and 2.2 convert both."""
    (tmp_path / "cases").mkdir()
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(RELEASES)
    baseline = tmp_path / "snapshots" / "torchscript" / "torch-2.0" / "loops" / "f"
    baseline.mkdir(parents=True)
    (baseline / "code.py").write_text("pass\n")
    builder = Builder(Project(tmp_path, {}), tmp_path / "history", tmp_path / "work", uv="uv")
    old, one, two = builder.releases
    assert [builder.runs(old, "export"), builder.runs(one, "export")] == [False, True]
    assert builder.unconverted(old) == [] and builder.full(old) and builder.done(old)
    assert builder.unconverted(one) == builder.unconverted(two) == ["torchscript", "export"]


def _stage(builder: Builder, release: str, outputs: dict[str, bytes], converter: str = "torchscript") -> None:
    """A release's conversion as ``convert`` leaves it in the work folder, without converting."""
    folder = builder.work / release
    target = folder / "snapshots" / converter / release
    shutil.rmtree(target, ignore_errors=True)
    for key, data in outputs.items():
        (target / key).parent.mkdir(parents=True, exist_ok=True)
        (target / key).write_bytes(data)
    (target / "manifest.toml").write_text('torch = "x"\n')
    (folder / "converted.json").write_text('{"failed": []}\n')


def test_a_rebuilt_release_is_stored_again_and_the_step_taken_against_it_keeps_its_outputs(tmp_path: Path) -> None:
    """torch 2.1 rebuilt (a driver fix changed it) between a full 2.0 and a stored 2.2: 2.1 holds the new outputs, 2.2
    replays to exactly what it held, against the new 2.1, and the chain checks clean; a copy of the old 2.1 is kept in the work folder."""
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "loops.py").write_text("def f():\n    pass\n")
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(RELEASES.replace('"torchscript", "export"', '"torchscript"'))
    full = tmp_path / "snapshots" / "torchscript" / "torch-2.0" / "loops" / "f"
    full.mkdir(parents=True)
    (full / "code.py").write_bytes(b"v0\n")
    project = Project(tmp_path, {})
    builder = Builder(project, tmp_path / "history", tmp_path / "work", uv="uv", only="torchscript", say=lambda _: None)
    _stage(builder, "torch-2.1", {"loops/f/code.py": b"harness bug\n", "loops/f/kept.txt": b"2.1 and 2.2\n"})
    _stage(builder, "torch-2.2", {"loops/f/code.py": b"v2\n", "loops/f/kept.txt": b"2.1 and 2.2\n"})
    assert builder.build(builder.releases, 1, convert=False, store=True) == 0
    history = tmp_path / "history"
    before = load_chain(history, project.snapshots, "torchscript").state("torch-2.2")

    chosen = pick(builder.releases, ["torch-2.1"])
    kept = builder.rebuild(chosen)
    assert (tmp_path / "work" / "torch-2.1" / "replaced-torchscript" / "step.toml").is_file()
    _stage(builder, "torch-2.1", {"loops/f/code.py": b"v1\n"})
    builder.build(chosen, 1, convert=False, store=True)
    builder.rebase(kept)

    chain = load_chain(history, project.snapshots, "torchscript")
    assert chain.state("torch-2.1") == {"loops/f/code.py": b"v1\n"}
    assert chain.state("torch-2.2") == before
    check = check_chain(chain, fingerprints(project.cases, CONVERTERS))
    assert check.problems == [] and check.out_of_date == {} and check.unrecorded == {}


def test_a_rebuild_that_stores_nothing_keeps_the_old_step(tmp_path: Path) -> None:
    """A rebuild whose conversion is missing (it failed): the old step stays, byte for byte, and the build fails."""
    (tmp_path / "cases").mkdir()
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(RELEASES.replace('"torchscript", "export"', '"torchscript"'))
    full = tmp_path / "snapshots" / "torchscript" / "torch-2.0" / "loops" / "f"
    full.mkdir(parents=True)
    (full / "code.py").write_bytes(b"v0\n")
    builder = Builder(Project(tmp_path, {}), tmp_path / "history", tmp_path / "work", uv="uv", say=lambda _: None)
    _stage(builder, "torch-2.1", {"loops/f/code.py": b"v1\n"})
    builder.build(builder.releases[:2], 1, convert=False, store=True)
    step = tmp_path / "history" / "torchscript" / "torch-2.1" / "step.toml"
    text = step.read_text()
    chosen = pick(builder.releases, ["torch-2.1"])
    builder.rebuild(chosen)
    assert builder.build(chosen, 1, convert=False, store=True) == 1
    assert step.read_text() == text


def test_a_build_of_one_converter_names_only_its_releases(tmp_path: Path) -> None:
    """``--converter export``: torch 2.0, where export does not run, is no release of it; an unknown name is refused."""
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(RELEASES)
    builder = Builder(Project(tmp_path, {}), tmp_path / "history", tmp_path / "work", uv="uv", only="export")
    assert [r.converters for r in builder.releases] == [("export",)] * 3
    with pytest.raises(ValueError, match="no release runs 'mxnet'"):
        Builder(Project(tmp_path, {}), tmp_path / "history", tmp_path / "work", uv="uv", only="mxnet")


def test_a_release_whose_every_case_ends_with_one_error_fails_and_stores_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """torch.export at torch 2.1 once recorded one TypeError for all 189 cases (the driver's keyword); such a release
    is the harness's or the environment's: its build fails, naming the error, and ``history --check`` would too."""
    (tmp_path / "cases").mkdir()
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(RELEASES.replace('"torchscript", "export"', '"torchscript"'))
    builder = Builder(Project(tmp_path, {}), tmp_path / "history", tmp_path / "work", uv="uv", say=lambda _: None)
    release = builder.releases[1]
    scratch = tmp_path / "work" / release.name / "snapshots"
    error = "step: script\nTypeError: script() got an unexpected keyword argument 'x'\n"
    for case in ("a", "b"):
        (scratch / "torchscript" / release.name / "m" / case).mkdir(parents=True)
        (scratch / "torchscript" / release.name / "m" / case / "error.txt.new").write_text(error)
    outcomes = {("torchscript", "m.a"): "failed", ("torchscript", "m.b"): "failed"}
    monkeypatch.setattr(builder, "_pytest", lambda *_: outcomes)
    with pytest.raises(RuntimeError, match=r"one and the same error.*unexpected keyword argument 'x'; nothing stored"):
        builder._convert_in(release, Path("python"), scratch, {})
    assert not (tmp_path / "history" / "torchscript").exists()


NUMBA = """[numba]
converters = ["numba"]
releases = [
    { release = "0.59", install = ["numba==0.59.1"] },
    { release = "0.60", install = ["numba==0.60.0"] },
    { release = "0.59", python = "3.12", install = ["numba==0.59.1"] },
    { release = "0.60", python = "3.12", install = ["numba==0.60.0"] },
]
"""


def test_a_release_on_another_python_is_its_own_chain_named_by_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """numba 0.59 on Python 3.12 is stored as numba-0.59-python3.12, against the 3.12 full baseline after it, never
    against the 3.11 one; the 3.11 chain is left as it was, and ``--check`` and the page show the 3.12 chain apart."""
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "loops.py").write_text("def f():\n    pass\n")
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(NUMBA)
    for name, data in (("numba-0.60", b"on 3.11\n"), ("numba-0.60-python3.12", b"on 3.12\n")):
        full = tmp_path / "snapshots" / "numba" / name / "loops" / "f"
        full.mkdir(parents=True)
        (full / "code.py").write_bytes(data)
    project = Project(tmp_path, {})
    builder = Builder(project, tmp_path / "history", tmp_path / "work", uv="uv", say=lambda _: None)
    assert [r.name for r in builder.releases] == [
        "numba-0.59", "numba-0.60", "numba-0.59-python3.12", "numba-0.60-python3.12",
    ]  # fmt: skip
    _stage(builder, "numba-0.59-python3.12", {"loops/f/code.py": b"0.59 on 3.12\n"}, "numba")
    assert builder.build(pick(builder.releases, ["numba-0.59-python3.12"]), 1, convert=False, store=True) == 0

    history = tmp_path / "history"
    assert history_chains(history) == [("numba", "3.12")]
    step = read_step(history / "numba" / "numba-0.59-python3.12")
    assert step.base == "numba-0.60-python3.12"
    chain = load_chain(history, project.snapshots, "numba", python="3.12")
    assert chain.releases == ["numba-0.59-python3.12", "numba-0.60-python3.12"]
    assert chain.state("numba-0.59-python3.12") == {"loops/f/code.py": b"0.59 on 3.12\n"}
    assert load_chain(history, project.snapshots, "numba").releases == ["numba-0.60"]
    assert check(project) == 0
    assert "numba (Python 3.12): 0 problems" in capsys.readouterr().out
    page = history_doc(project)
    assert "## numba (Python 3.12)" in page and "| numba-0.60-python3.12 | " in page


def test_a_rebase_leaves_a_case_its_step_did_not_compare_not_compared(tmp_path: Path) -> None:
    """torch 2.2, taken against a rebuilt 2.1, held a case whose full baseline 2.0 was rendered anew since it was built
    (not compared): re-based, its outputs replay as they were and the case stays not compared, never claimed to hold
    for the new base."""
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "loops.py").write_text("def f():\n    pass\n")
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(RELEASES.replace('"torchscript", "export"', '"torchscript"'))
    full = tmp_path / "snapshots" / "torchscript" / "torch-2.0" / "loops" / "f"
    full.mkdir(parents=True)
    (full / "code.py").write_bytes(b"v0\n")
    project = Project(tmp_path, {})
    builder = Builder(project, tmp_path / "history", tmp_path / "work", uv="uv", only="torchscript", say=lambda _: None)
    _stage(builder, "torch-2.1", {"loops/f/code.py": b"v1\n"})
    _stage(builder, "torch-2.2", {"loops/f/code.py": b"v2\n"})
    assert builder.build(builder.releases, 1, convert=False, store=True) == 0
    (full / "traces.txt").write_bytes(b"1 input sets, 1 programs\n")  # the baseline rendered anew
    history = tmp_path / "history"
    current = fingerprints(project.cases, CONVERTERS)
    before = load_chain(history, project.snapshots, "torchscript").state("torch-2.2")
    assert check_chain(load_chain(history, project.snapshots, "torchscript"), current).out_of_date == {
        "torch-2.1": ["loops.f"],
        "torch-2.2": ["loops.f"],
    }

    chosen = pick(builder.releases, ["torch-2.1"])
    kept = builder.rebuild(chosen)
    _stage(builder, "torch-2.1", {"loops/f/code.py": b"v1\n", "loops/f/traces.txt": b"1 input sets, 1 programs\n"})
    builder.build(chosen, 1, convert=False, store=True)
    builder.rebase(kept)

    chain = load_chain(history, project.snapshots, "torchscript")
    assert chain.state("torch-2.2") == before
    checked = check_chain(chain, current)
    assert checked.problems == [] and checked.out_of_date == {"torch-2.2": ["loops.f"]}
    assert chain.not_compared("torch-2.2", current) == ["loops.f"] and chain.not_compared("torch-2.1", current) == []
