"""Updates never lose a golden file they did not mean to change; CI never writes."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import baseline, snapshot_tree, write_case

A = '''
def x(a: int) -> int:
    """Kept."""
    return a + 1


def y(a: int) -> int:
    """Deleted later."""
    return a - 1
'''
B = '''
def z(a: int) -> int:
    """Edited later."""
    return a * 2
'''


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest("-p", "no:cacheprovider", *args)


@pytest.fixture
def changed_project(project: pytest.Pytester, converter: str) -> tuple[pytest.Pytester, dict[str, bytes]]:
    """Snapshots written for x, y, z; then y deleted from its file and z edited."""
    write_case(project, "a", A)
    write_case(project, "b", B)
    run(project, "--snapshot-update").assert_outcomes(passed=3)
    written = snapshot_tree(project.path)
    write_case(project, "a", A.split("\n\ndef y")[0] + "\n")
    write_case(project, "b", B.replace("a * 2", "a * 3"))
    return project, written


@pytest.mark.parametrize(
    "selection",
    [["-k", "x"], ["cases/a.py::{converter}::x"], ["cases/a.py", "-k", "x"]],
    ids=["keyword", "node-id", "file-and-keyword"],
)
def test_filtered_update_touches_only_what_it_produced(
    changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str, selection: list[str]
) -> None:
    project, written = changed_project
    args = [arg.format(converter=converter) for arg in selection]
    result = run(project, "--snapshot-update", *args)
    assert result.ret == 0
    assert snapshot_tree(project.path) == written, "y must stay (not proven gone) and z is not selected"


def test_update_of_one_whole_file_deletes_its_gone_cases_only(
    changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str
) -> None:
    project, written = changed_project
    result = run(project, "--snapshot-update", "cases/a.py")
    assert result.ret == 0
    after = snapshot_tree(project.path)
    assert {k for k in written if k not in after} == {k for k in written if "/a/y/" in k}, "y is proven gone from a.py"
    assert {k: v for k, v in written.items() if "/a/y/" not in k} == after, "b.py was not run: z keeps its old snapshot"
    result.stdout.fnmatch_lines([f"harness: deleted stale snapshots snapshots/{baseline(converter)}/a/y"])


def test_an_update_of_the_folder_that_held_a_deleted_case_file_deletes_its_snapshots(
    changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A case file deleted: CI fails on its stale folders, and the update the run suggests deletes them (it never
    did: no case file was there to be run whole); a filtered update still keeps them."""
    project, written = changed_project
    (project.path / "cases" / "b.py").unlink()
    monkeypatch.setenv("CI", "1")
    failed = run(project)
    failed.stdout.fnmatch_lines(["*or of the folder that held a deleted one, deletes them*"])
    suggested = next(line for line in failed.stdout.lines if "(e.g. pytest " in line)
    command = suggested.split("(e.g. pytest ")[1].split(")")[0].split()
    assert failed.ret == 1 and command == ["cases", "--snapshot-update"], suggested
    monkeypatch.delenv("CI")
    assert run(project, "--snapshot-update", "-k", "x").ret == 0
    assert {k for k in written if "/b/z/" in k} <= set(snapshot_tree(project.path)), "a filtered update keeps them"
    updated = run(project, *command)
    assert updated.ret == 0
    updated.stdout.fnmatch_lines([f"harness: deleted stale snapshots snapshots/{baseline(converter)}/b/z"])
    assert not (project.path / "snapshots" / baseline(converter) / "b").exists()
    monkeypatch.setenv("CI", "1")
    assert run(project).ret == 0, "CI is green again"


def test_a_stale_folder_that_cannot_be_deleted_is_said_and_the_run_goes_on(
    changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str
) -> None:
    """y's folder is immutable (``chattr +i``), or, for a user who is not root, its folder is read-only."""
    project, written = changed_project
    stale = project.path / "snapshots" / baseline(converter) / "a" / "y"
    if os.geteuid() == 0:
        if subprocess.run(["chattr", "+i", str(stale)], capture_output=True, check=False).returncode != 0:
            pytest.skip("chattr +i is not available here")
        undo = ["chattr", "-i", str(stale)]
    else:
        stale.chmod(0o555)
        undo = ["chmod", "755", str(stale)]
    try:
        result = run(project, "--snapshot-update", "cases/a.py")
    finally:
        subprocess.run(undo, check=True)
    assert result.ret == 0, result.stdout.str()[-3000:] + result.stderr.str()[-3000:]
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    result.stdout.fnmatch_lines(
        [f"harness: could not delete stale snapshots snapshots/{baseline(converter)}/a/y (*): delete it by hand"]
    )
    assert "changed during this run, not by it" not in result.stdout.str()
    assert {k for k in written if "/a/y/" in k} <= set(snapshot_tree(project.path))


def test_last_failed_update_touches_only_what_it_produced(
    changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str
) -> None:
    project, written = changed_project
    project.runpytest("-k", converter).assert_outcomes(passed=1, failed=1)
    result = project.runpytest("--lf", "--snapshot-update")
    assert result.ret == 0
    after = snapshot_tree(project.path)
    assert {k for k in after} == {k for k in written}, "y is not deleted by an --lf run"
    assert [k for k in after if after[k] != written[k]] == [
        f"{baseline(converter)}/b/z/{n}"
        for n in sorted(n.rsplit("/", 1)[1] for n in after if "/b/z/" in n and after[n] != written[n])
    ]


def test_full_update_deletes_only_its_own_stale_baseline(
    changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str
) -> None:
    project, _written = changed_project
    root = project.path / "snapshots"
    other = next(name for name in ("autograph", "torchscript") if name != converter)  # not run by this project
    # y is gone from the case file, but only this run's own baseline may lose it.
    other_version = root / converter / "framework-0.1" / "a" / "y" / "out.txt"
    other_converter = root / other / "framework-0.1" / "a" / "y" / "out.txt"
    for path in (other_version, other_converter):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("keep me\n")
    result = run(project, "--snapshot-update")
    assert result.ret == 0
    after = snapshot_tree(project.path)
    assert not any(k.startswith(f"{baseline(converter)}/a/y/") for k in after)
    assert other_version.read_text() == "keep me\n" and other_converter.read_text() == "keep me\n"
    result.stdout.fnmatch_lines_random(
        [
            f"harness: deleted stale snapshots snapshots/{baseline(converter)}/a/y",
            f"  snapshots/{converter}/framework-0.1/a/y",
        ]
    )


@pytest.mark.parametrize(
    "breakage", ["import no_such_module_here\n", "def broken(:\n    pass\n"], ids=["import-error", "syntax-error"]
)
def test_broken_case_file_keeps_its_snapshots(project: pytest.Pytester, converter: str, breakage: str) -> None:
    write_case(project, "a", A)
    run(project, "--snapshot-update", "-k", converter).assert_outcomes(passed=2)
    written = snapshot_tree(project.path)
    write_case(project, "a", breakage + A.replace("a + 1", "a + 5"))
    result = run(project, "--snapshot-update")
    assert result.ret == 1
    assert snapshot_tree(project.path) == written


def test_skipped_case_keeps_its_snapshots(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "a", A)
    run(project, "--snapshot-update", "-k", converter).assert_outcomes(passed=2)
    written = snapshot_tree(project.path)
    write_case(project, "a", A.replace("a + 1", "a + 5"))
    project.makeconftest(
        """
        import pytest

        def pytest_collection_modifyitems(items):
            for item in items:
                if item.name == "x":
                    item.add_marker(pytest.mark.skip(reason="skipped by the user"))
        """
    )
    run(project, "--snapshot-update").assert_outcomes(passed=1, skipped=1)
    assert snapshot_tree(project.path) == written


def test_ci_fails_on_missing_and_stale_snapshots(
    changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    project, written = changed_project
    write_case(project, "new", "def fresh(a: int) -> int:\n    return a\n")
    monkeypatch.setenv("CI", "1")
    result = run(project, "-k", f"{converter} and not z")
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(
        [
            "1 snapshot folder(s) whose case no longer exists:",
            f"  snapshots/{baseline(converter)}/a/y",
            "CI is set, so they fail the run*",
            f"*::new::fresh: new: no snapshot in {baseline(converter).split('/')[1]} (a new case)",  # new cases last
            f"*missing snapshot snapshots/{baseline(converter)}/new/fresh/*",
            "harness: 1 stale snapshot folder(s), whose case no longer exists:",
            f"  snapshots/{baseline(converter)}/a/y",
            "FAILED cases::stale-snapshots*",
        ]
    )
    assert snapshot_tree(project.path) == written
    write_case(project, "new", "")
    write_case(project, "b", B)
    stale_only = run(project, "-k", converter)
    stale_only.assert_outcomes(passed=2, failed=1)
    assert stale_only.ret == 1
    warned = run(project, "-k", converter, "--snapshot-warn-unused")
    warned.assert_outcomes(passed=2)
    warned.stdout.fnmatch_lines([f"  snapshots/{baseline(converter)}/a/y"])
    assert warned.ret == 0


def test_parallel_run_matches_serial(changed_project: tuple[pytest.Pytester, dict[str, bytes]], converter: str) -> None:
    project, _written = changed_project
    serial = run(project, "-k", converter)
    parallel = run(project, "-k", converter, "-n", "2")
    outcomes = [{k: v for k, v in r.parseoutcomes().items() if k in ("passed", "failed")} for r in (serial, parallel)]
    assert outcomes == [{"passed": 1, "failed": 1}] * 2
    assert "FAILED cases/b.py::" + converter + "::z" in parallel.stdout.str()
    run(project, "-k", converter, "-n", "2", "--snapshot-update")
    assert (project.path / "snapshots" / baseline(converter) / "a" / "y").is_dir(), "-k run deletes nothing"
    parallel_update = run(project, "-n", "2", "--snapshot-update")
    assert parallel_update.ret == 0
    assert not (project.path / "snapshots" / baseline(converter) / "a" / "y").exists()
    run(project, "-n", "2").assert_outcomes(passed=2)


def write_flaky_case(project: pytest.Pytester) -> Path:
    """A case whose conversion gives one function in the process that creates ``marker``, another in every later one."""
    marker = project.path / "marker"
    write_case(
        project,
        "flaky",
        f'''
        import os
        from harness import case

        def _first(a: int) -> int:
            return a + 1

        def _second(a: int) -> int:
            return a + 2

        @case(factory=True)
        def differs():
            """Not deterministic: which function it gives depends on a marker file."""
            try:
                os.close(os.open({str(marker)!r}, os.O_CREAT | os.O_EXCL))
                return _first
            except FileExistsError:
                return _second
        ''',
    )
    return marker


def test_nondeterministic_output_is_reported_not_written(project: pytest.Pytester, converter: str) -> None:
    write_flaky_case(project)
    result = run(project, "-k", converter, "--snapshot-update")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*converter output is not deterministic: conversions in two independent processes differ*", "*(first)*"]
    )
    assert not (project.path / "snapshots").exists()


def test_nondeterministic_difference_is_not_reported_as_a_change(project: pytest.Pytester, converter: str) -> None:
    marker = write_flaky_case(project)
    marker.touch()
    run(project, "-k", converter, "--snapshot-update").assert_outcomes(passed=1)
    written = snapshot_tree(project.path)
    marker.unlink()
    # The comparison's conversion differs from the snapshot; the confirming one agrees with it. (A warm worker
    # would make the first conversion, whose answer is never reported: the fresh child's would agree.)
    result = run(project, "-k", converter, "--fresh-children")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*converter output is not deterministic*"])
    assert "output differs from its snapshot" not in result.stdout.str()
    assert snapshot_tree(project.path) == written and not snapshot_tree(project.path, pending=True)


def test_sourceless_cases_get_a_clear_message(project: pytest.Pytester, converter: str) -> None:
    """A lambda or partial bound to a name is a helper the run names with its line (issue 23: a real test module's
    ``clip01 = functools.partial(...)`` must not fail every update); a factory's sourceless result fails; an
    ``lru_cache`` def keeps its def's source."""
    write_case(
        project,
        "nosource",
        """
        import functools
        from harness import case

        triple = lambda a: a * 3

        def _add(a: int, b: int) -> int:
            return a + b

        add_one = functools.partial(_add, 1)

        @case(factory=True)
        def builtin():
            return len

        @case(inputs=(2,))
        @functools.lru_cache
        def cached(a: int) -> int:
            return a + 1
        """,
    )
    result = run(project, "-k", converter, "--snapshot-update")
    result.assert_outcomes(failed=1, passed=1)
    result.stdout.fnmatch_lines_random(
        [
            "harness: cases/nosource.py: line 5: triple is a lambda, which has no source a converter can read; not a case*",
            "harness: cases/nosource.py: line 10: add_one is a functools.partial, which has no source a converter can read; not a case*",
            "*cases/nosource.py: builtin (made by its factory) is a builtin or C function; converters need a def*",
        ]
    )
    assert (
        "inputs: [2]\npython: 3\n"
        in (project.path / "snapshots" / baseline(converter) / "nosource/cached/behaviour.txt").read_text()
    )


@pytest.mark.subprocess("an update killed as it writes: the process's end is tested")
def test_killed_update_leaves_whole_files(project: pytest.Pytester, converter: str) -> None:
    big = "\n".join(f"    v{i} = a + {i}" for i in range(300))
    sources = [f'def big{n}(a: int) -> int:\n    """Long."""\n{big}\n    return a + {n}\n' for n in range(6)]
    write_case(project, "big", "\n\n".join(sources))
    run(project, "--snapshot-update", "-k", converter)
    old = snapshot_tree(project.path)
    write_case(project, "big", "\n\n".join(s.replace("a + 1", "a + 100") for s in sources))
    new_run = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update", "-k", converter]
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    rng = random.Random(0)
    interrupted = 0
    for _ in range(3):
        process = subprocess.Popen(
            new_run,
            cwd=project.path,
            env=env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # Kill once the update has begun writing, a little later each round, while cases remain to be written.
        while process.poll() is None and snapshot_tree(project.path) == old:
            time.sleep(0.01)
        time.sleep(rng.uniform(0, 0.2))
        interrupted += process.poll() is None
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        after = snapshot_tree(project.path)
        for name, data in after.items():
            assert name in old, f"unexpected file {name}"
            assert data == old[name] or data.count(b"\n") == old[name].count(b"\n"), f"{name} is cut short"
        assert not [p for p in (project.path / "snapshots").rglob("*") if p.name.startswith(".") or "tmp" in p.name]
    assert interrupted, "no update was killed before it ended"
    final = run(project, "--snapshot-update", "-k", converter)
    assert final.ret == 0
    assert snapshot_tree(project.path).keys() == old.keys()
