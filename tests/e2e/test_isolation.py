"""A broken, crashing or hanging case costs that case only, and loses no snapshot."""

from __future__ import annotations

import time

import pytest

from harness.store.verdicts import read_verdict
from helpers import baseline, snapshot_tree, write_case

pytestmark = pytest.mark.subprocess(
    "aborts, hangs and imports that hang: the process's survival and its time are tested"
)

GOOD = 'def good(a: int) -> int:\n    """Fine."""\n    return a + 1\n'


def run(project: pytest.Pytester, converter: str, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess("-p", "no:cacheprovider", "-k", converter, *args)


def test_syntax_error_is_one_failure_naming_file_and_line(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    write_case(project, "broken", "def fine():\n    pass\n\ndef broken(:\n    pass\n")
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    result.stdout.fnmatch_lines(["*cases/broken.py:4: SyntaxError: *"])
    assert "FAILED cases/broken.py::file" in result.stdout.str()
    result.assert_outcomes(failed=1, passed=1)
    assert (project.path / "snapshots" / baseline(converter) / "good" / "good").is_dir()


def test_import_error_names_file_and_line(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    write_case(project, "bad", "import math\nimport no_such_module_here\n\ndef f(a: int) -> int:\n    return a\n")
    result = run(project, converter, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*cases/bad.py:2: ModuleNotFoundError: No module named 'no_such_module_here'*"])


@pytest.mark.real_framework
def test_abort_and_hang_cost_one_case_each(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=1)
    before = snapshot_tree(project.path)
    write_case(
        project,
        "faulty",
        """
        import os
        import time
        from harness import case

        @case(factory=True)
        def aborts():
            os.abort()

        @case(factory=True)
        def hangs():
            time.sleep(600)
        """,
    )
    result = run(project, converter, "--case-timeout", "3")
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(
        [
            f"*{converter}::faulty::aborts: conversion killed by signal SIGABRT*",
            f"*{converter}::faulty::hangs: conversion timed out after 3 s and was killed*",
        ]
    )
    assert snapshot_tree(project.path) == before


def test_a_converter_that_does_not_finish_is_its_recorded_result(project: pytest.Pytester, converter: str) -> None:
    # echo hangs inside its converter, after the case's own Python calls ended: what it did is not finishing.
    write_case(project, "slow", 'def stuck(a: int) -> int:\n    """echo: hang"""\n    return a\n')
    run(project, converter, "--snapshot-update", "--case-timeout", "2").assert_outcomes(passed=1)
    folder = project.path / "snapshots" / baseline(converter) / "slow" / "stuck"
    assert {p.name: p.read_text() for p in folder.iterdir()} == {
        "not_finished.txt": "the converter did not finish: it ran past the case's time bound (harness_case_timeout)\n"
    }
    written = snapshot_tree(project.path)
    result = run(project, converter, "--case-timeout", "2")
    result.assert_outcomes(passed=1)
    line = next(line for line in result.outlines if line.startswith(f"harness: {converter}: "))
    assert "0 passed warm, 1 re-converted fresh" in line, line  # no warm worker waits for it first
    assert snapshot_tree(project.path) == written
    assert read_verdict(folder).label == "did not finish"


def test_case_file_given_by_path_is_never_imported_by_pytest(project: pytest.Pytester, converter: str) -> None:
    # Imported into the pytest process, this file would take the whole session down.
    write_case(
        project, "segfaults", "import ctypes\nctypes.string_at(0)\n\n\ndef test_like(a: int) -> int:\n    return a\n"
    )
    write_case(project, "good", GOOD)
    result = run(project, converter, "--snapshot-update", "cases/segfaults.py", "cases/good.py")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines([f"*{converter}::segfaults::test_like: conversion killed by signal SIGSEGV*"])
    assert (
        "::test_like PASSED" not in result.stdout.str() and "cases/segfaults.py::test_like" not in result.stdout.str()
    )


SLOW_FRAMEWORK = "import time\ntime.sleep(600)\n"
SLOW_CONVERTER = """
from harness.converter import Converter

CONVERTER = Converter("slow", "slowframework", ("dy2static-harness",), "harness.testing.echo.driver")
"""


def test_framework_import_that_hangs_fails_the_run_in_bounded_time(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    (project.path / "slowframework.py").write_text(SLOW_FRAMEWORK, encoding="utf-8")
    (project.path / "slowconverter.py").write_text(SLOW_CONVERTER, encoding="utf-8")
    project.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\n'
        'harness_converters = ["slowconverter:CONVERTER"]\nharness_startup_timeout = "2"\n'
    )
    monkeypatch.setenv("PYTHONPATH", str(project.path))  # where the fork server finds the framework
    write_case(project, "good", GOOD + "\n\n" + GOOD.replace("good", "other"))
    started = time.monotonic()
    result = project.runpytest_subprocess("-p", "no:cacheprovider", timeout=120)
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(
        [
            "*slow::good::good: the slowframework fork server did not start within 2 s (importing slowframework, harness.testing.echo.driver)*"
        ]
    )
    assert time.monotonic() - started < 60, "the second case must not wait for the server again"


def test_an_interrupted_close_still_removes_the_servers_folder(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """xdist interrupts an xdist worker that waits for its fork servers to exit at the session's end: the servers' logs
    must not stay behind in TMPDIR, and no server outlives the interruption."""
    from harness.testing.echo import ECHO
    from harness.worker.pool import ServerHandle, WorkerPool
    from harness.worker.protocol import Request

    write_case(project, "loops", "def f(a: int) -> int:\n    return a\n")
    pool = WorkerPool(60, {"echo": ECHO})
    request = Request(str(project.path), "cases.loops", "f", "harness.testing.echo:ECHO")
    assert pool.convert("harness", request)["outputs"]
    servers = [s.process for s in pool.servers["harness"] if s.process is not None]
    assert servers and any(pool.workdir.iterdir()), "the server's log is there"
    stop = ServerHandle.stop

    class Interrupted(BaseException):
        """What xdist's interruption is to the waiting worker (pytest itself would stop at a KeyboardInterrupt)."""

    def interrupted(self: ServerHandle) -> None:
        assert self.process is not None
        real = self.process.wait
        calls = iter([True])

        def wait(timeout: float | None = None) -> int:
            if next(calls, False):
                raise Interrupted
            return real(timeout)

        monkeypatch.setattr(self.process, "wait", wait)
        stop(self)

    monkeypatch.setattr(ServerHandle, "stop", interrupted)
    with pytest.raises(Interrupted):
        pool.close()
    assert not pool.workdir.exists()
    for process in servers:
        assert process.poll() is not None or process.wait(timeout=10) is not None
