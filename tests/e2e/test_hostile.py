"""Hostile case files (issue 27): each misbehaving case costs itself alone, with a one-line reason, and loses no golden file."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import baseline, snapshot_tree, write_case

pytestmark = pytest.mark.subprocess(
    "hostile output and servers that do not answer end or garble the process's own output"
)

GOOD = 'def good(a: int) -> int:\n    """Fine."""\n    return a + 1\n'


def run(project: pytest.Pytester, *args: str, timeout: float = 120) -> pytest.RunResult:
    return project.runpytest_subprocess("-p", "no:cacheprovider", *args, timeout=timeout)


def no_harness_traceback(result: pytest.RunResult) -> None:
    text = result.stdout.str() + result.stderr.str()
    assert "INTERNALERROR" not in text
    assert "Traceback" not in text and "harness/worker" not in text and "harness/plugin" not in text, text


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie waiting for its parent does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


# -- 1, 2 and 6: children are contained ----------------------------------------------------------------------------


def test_a_grandchild_reading_stdin_steals_no_request(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "a_steals",
        """
        import os
        import time
        from harness import case

        @case(inputs=(1,))
        def steals_stdin(n):
            if os.fork() == 0:
                os.read(0, 65536)
                os._exit(0)
            time.sleep(0.3)
            return n
        """,
    )
    write_case(project, "good", GOOD + "\n\n" + GOOD.replace("good", "other"))
    started = time.monotonic()
    result = run(project, "--snapshot-update", timeout=90)
    result.assert_outcomes(passed=3)
    assert time.monotonic() - started < 60


def test_a_server_that_does_not_answer_costs_one_case(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    write_case(
        project,
        "a_stops",
        """
        import os
        import signal
        from harness import case

        @case(inputs=(1,))
        def stops(a: int) -> int:
            os.kill(os.getppid(), signal.SIGSTOP)
            return a
        """,
    )
    started = time.monotonic()
    # The server is waited for a quarter more than the case's bound and the grace (default 10 s), twice: once for the
    # warm worker, once for the fresh child that converts the case again. A grace of 3 s says the same in 8.5 s.
    result = run(project, "-k", converter, "--case-timeout", "1", "-o", "harness_reply_grace=3")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [f"*{converter}::a_stops::stops: the harness fork server did not answer within 4.25 s and was killed*"]
    )
    assert time.monotonic() - started < 60


def test_a_child_cannot_write_the_protocol_channel(project: pytest.Pytester, converter: str) -> None:
    # Every descriptor but the child's own log is closed or /dev/null: nothing it writes reaches a server's pipe.
    write_case(
        project,
        "a_writes",
        """
        from harness import case
        import os

        @case(inputs=(1,))
        def writes(a: int) -> int:
            for fd in range(3, 256):
                try:
                    os.write(fd, b'{"status": "crashed", "reason": "forged by the case", "log": ""}\\n')
                except OSError:
                    pass
            return a
        """,
    )
    write_case(project, "good", GOOD)
    result = run(project, "--snapshot-update", timeout=90)
    result.assert_outcomes(passed=2)


def test_processes_a_case_starts_end_with_it(project: pytest.Pytester, converter: str, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    write_case(
        project,
        "spawns",
        f"""
        from harness import case
        import os
        import subprocess

        @case(inputs=(1,))
        def spawns(a: int) -> int:
            with open({str(pids)!r}, "a") as out:
                out.write(f"{{subprocess.Popen(['sleep', '300']).pid}}\\n")
                if os.fork() == 0:  # a daemon: its own session, its parent gone
                    os.setsid()
                    if os.fork() == 0:
                        out.write(f"{{os.getpid()}}\\n")
                        out.flush()
                        os.execvp("sleep", ["sleep", "300"])
                    os._exit(0)
            os.wait()
            import time; time.sleep(0.3)
            return a
        """,
    )
    result = run(project, "--snapshot-update", timeout=90)
    result.assert_outcomes(passed=1)
    started = [int(line) for line in pids.read_text().split()]
    assert len(started) >= 4, started  # two per conversion, and an update converts twice
    time.sleep(0.5)
    assert [pid for pid in started if alive(pid)] == []


def test_a_case_that_signals_its_process_group_costs_itself(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "a_kills",
        """
        import os
        import signal
        from harness import case

        @case(inputs=(1,))
        def kills(a: int) -> int:
            os.kill(0, signal.SIGKILL)  # its process group: once the fork servers' and pytest's
            return a
        """,
    )
    write_case(project, "good", GOOD)
    # In a session of its own: without the fix the signal ends every process of its group, this test's runner too.
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update"],
        cwd=project.path,
        capture_output=True,
        text=True,
        timeout=120,
        start_new_session=True,
    )
    result = pytest.RunResult(
        done.returncode, done.stdout.splitlines(), done.stderr.splitlines(), time.monotonic() - started
    )
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            f"*{converter}::a_kills::kills: conversion killed by signal SIGKILL, in a forked child, and again in a"
            " fresh process (cases/a_kills.py:6)*"
        ]
    )


def test_a_fifo_among_the_cases_blocks_nothing(project: pytest.Pytester, converter: str) -> None:
    os.mkfifo(project.path / "cases" / "pipe.py")
    write_case(project, "good", GOOD)
    result = run(project, "--snapshot-update", timeout=60)
    result.assert_outcomes(passed=1)


def test_no_process_outlives_a_killed_session(project: pytest.Pytester, converter: str, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    write_case(
        project,
        "hangs",
        f"""
        import os
        import time
        from harness import case

        @case(inputs=(1,))
        def hangs(a: int) -> int:
            with open({str(pids)!r}, "w") as out:
                out.write(f"{{os.getpid()}} {{os.getppid()}}\\n")
            time.sleep(300)
            return a
        """,
    )
    session = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider"],
        cwd=project.path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while not pids.exists() or not pids.read_text().endswith("\n"):
        assert time.monotonic() < deadline and session.poll() is None
        time.sleep(0.1)
    session.kill()
    session.wait()
    child, server = (int(pid) for pid in pids.read_text().split())
    time.sleep(1)
    assert not alive(child) and not alive(server)


def test_a_case_that_removes_the_work_folder_costs_itself(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "a_removes",
        """
        import os
        import shutil
        from harness import case

        @case(inputs=(1,))
        def removes(a: int) -> int:
            folder = os.getcwd()
            while not os.path.basename(folder).startswith("harness-") and folder != "/":
                folder = os.path.dirname(folder)
            if folder != "/":  # the pool's work folder, and nothing above it
                shutil.rmtree(folder)
            return a
        """,
    )
    write_case(project, "good", GOOD + "\n\n" + GOOD.replace("good", "other"))
    result = run(project, "-k", converter, "--snapshot-update")
    result.assert_outcomes(passed=2, failed=1)


def test_what_a_child_prints_is_bounded(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "prints",
        """
        from harness import case
        import os
        import sys

        @case(inputs=(1,))
        def prints(a: int) -> int:
            for _ in range(200):
                sys.stdout.write("x" * (1 << 20))
            os.abort()
        """,
    )
    write_case(project, "good", GOOD)
    result = run(project, "-k", converter, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines([f"*{converter}::prints::prints: conversion wrote more than 64 MiB*and was killed*"])
    assert len(result.stdout.str()) < 20000
    no_harness_traceback(result)


def test_a_case_cannot_poison_the_servers_path(project: pytest.Pytester, converter: str) -> None:
    # The case writes a harness.py where it runs, then kills its fork server, which must start clean again.
    write_case(project, "good", GOOD + "\n\n" + GOOD.replace("good", "other"))
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    write_case(
        project,
        "a_poisons",
        """
        from harness import case
        import os
        import signal

        @case(inputs=(1,))
        def poisons(a: int) -> int:
            with open("harness.py", "w") as out:
                out.write("raise SystemExit('poisoned')\\n")
            os.kill(os.getppid(), signal.SIGKILL)
            return a
        """,
    )
    result = run(project, "-k", converter)
    result.assert_outcomes(passed=2, failed=1)
    assert "poisoned" not in result.stdout.str()


# -- 2: no INTERNALERROR -------------------------------------------------------------------------------------------


def test_lone_surrogate_in_an_exception_costs_one_case(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "surrogate",
        """
        from harness import case

        @case(inputs=(1,))
        def raises(n):
            raise ValueError("\\ud800")
        """,
    )
    write_case(project, "good", GOOD)
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    write_case(
        project, "surrogate", (project.path / "cases" / "surrogate.py").read_text().replace('"\\ud800"', '"\\ud801"')
    )
    result = run(project)
    result.assert_outcomes(passed=1, failed=1)
    no_harness_traceback(result)


def test_a_case_name_too_long_for_a_folder_costs_one_case(project: pytest.Pytester, converter: str) -> None:
    name = "f" * 300
    write_case(project, "long", f"def {name}(a: int) -> int:\n    return a\n")
    write_case(project, "good", GOOD)
    result = run(project, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines([f"*cases/long.py:1: case name {name[:20]}* is too long for a snapshot folder*"])
    no_harness_traceback(result)


# -- 3, 7, 12 and 14: what discovery reads ---------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["{[]}", "[x for x in ()]", "(1,) * 10**9", "'a' 'b'.x"])
def test_a_bad_decorator_costs_its_file_only(project: pytest.Pytester, converter: str, value: str) -> None:
    write_case(project, "bad", f"from harness import case\n\n\n@case(converters={value})\ndef f(a):\n    return a\n")
    write_case(project, "good", GOOD)
    result = run(project, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*cases/bad.py:5: @case(converters=...) of f must be a literal tuple of names*"])
    no_harness_traceback(result)


def test_two_case_files_cannot_share_a_snapshot_name(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "sub.x", "def same(a: int) -> int:\n    return a\n")
    (project.path / "cases" / "sub").mkdir()
    write_case(project, "sub/x", "def same(a: int) -> int:\n    return a + 1\n")
    write_case(project, "loops.v2", GOOD)
    result = run(project, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines_random(
        [
            "*cases/sub.x.py: a case file's name cannot hold a dot*",
            "*cases/loops.v2.py: a case file's name cannot hold a dot*",
        ]
    )
    source = project.path / "snapshots" / baseline(converter) / "sub.x" / "same" / "source.py"
    assert "a + 1" in source.read_text()
    no_harness_traceback(result)


def test_names_that_differ_only_in_case_are_refused_naming_both(project: pytest.Pytester, converter: str) -> None:
    """On a case-insensitive checkout (macOS, Windows) cases ``Foo`` and ``foo`` share a snapshot folder, and case
    files ``A.py`` and ``a.py`` are one file: each is refused, naming the other with its file and line; nothing of
    theirs is written, and the rest of the run goes on."""
    write_case(project, "twins", GOOD + "\n\ndef Foo(a):\n    return a\n\n\ndef foo(a):\n    return a + 1\n")
    write_case(project, "A", GOOD.replace("good", "upper"))
    write_case(project, "a", GOOD.replace("good", "lower"))
    write_case(project, "good", GOOD)
    result = run(project, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=3)
    result.stdout.fnmatch_lines_random(
        [
            "*cases/twins.py:10: cases Foo (line 6) and foo (line 10) differ only in case: on a case-insensitive*",
            "*cases/A.py: its name differs from cases/a.py's only in case*",
            "*cases/a.py: its name differs from cases/A.py's only in case*",
        ]
    )
    folders = (path.name for path in (project.path / "snapshots" / baseline(converter)).iterdir() if path.is_dir())
    assert sorted(folders) == ["good"]
    no_harness_traceback(result)


def test_a_name_defined_twice_is_one_failing_case(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "twice", GOOD + "\n\n" + "def twice(a):\n    return a\n\n\ndef twice(a):\n    return a + 1\n")
    result = run(project, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*cases/twice.py:10: twice is defined twice (first at line 6)*"])


def test_valid_python_in_any_encoding_is_read(project: pytest.Pytester, converter: str) -> None:
    cases = project.path / "cases"
    (cases / "bom.py").write_bytes(b"\xef\xbb\xbf" + GOOD.replace("good", "bom").encode())
    (cases / "latin.py").write_bytes(b"# -*- coding: latin-1 -*-\ndef latin(a):\n    return '\xe9' * a\n")
    write_case(project, "escape", 'import re\n\n\ndef escape(a):\n    return re.match("\\d", "1") is not None\n')
    result = run(project, "--snapshot-update")
    result.assert_outcomes(passed=3)
    source = project.path / "snapshots" / baseline(converter) / "latin" / "latin" / "source.py"
    assert "\u00e9" in source.read_text(encoding="utf-8")
    for _ in range(2):  # the conversion cache reads them too
        cached = project.runpytest_subprocess()
        cached.assert_outcomes(passed=3)
    cached.stdout.fnmatch_lines(["*3 cases from the cache*"])


# -- 4: conftest.py ------------------------------------------------------------------------------------------------


def test_a_case_file_named_conftest_is_never_imported_by_pytest(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "conftest", "import os\n\nos._exit(42)\n\n\ndef f(a: int) -> int:\n    return a\n")
    write_case(project, "good", GOOD)
    result = run(project, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines([f"*{converter}::conftest::f: conversion exited with code 42*"])


# -- 8: inputs ----------------------------------------------------------------------------------------------------


def test_inputs_that_raise_or_give_nothing_are_one_line(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "inputs",
        """
        from harness import case


        def _boom():
            raise RuntimeError("no inputs today")


        @case(inputs=_boom)
        def raises(a):
            return a


        @case(inputs=lambda: None)
        def nothing(a):
            return a
        """,
    )
    result = run(project, "--snapshot-update")
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines_random(
        [
            "*cases/inputs.py:_boom:2: the inputs of raises raised RuntimeError: no inputs today",
            "*cases/inputs.py:nothing:0: the inputs of nothing gave None*a tuple of arguments*",
        ]
    )
    no_harness_traceback(result)


# -- 10 and 11: golden files are guarded ---------------------------------------------------------------------------


def test_a_run_notices_a_snapshot_it_did_not_write(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    golden = project.path / "snapshots" / baseline(converter) / "good" / "good" / "source.py"
    write_case(
        project,
        "tamper",
        f"""
        from harness import case
        @case(inputs=(1,))
        def tamper(a: int) -> int:
            with open({str(golden)!r}, "a") as out:
                out.write("# tampered\\n")
            return a
        """,
    )
    run(project, "--snapshot-update", "cases/tamper.py").assert_outcomes(passed=1)
    golden.write_text(golden.read_text().replace("# tampered\n", ""))
    result = run(project)
    assert result.ret == 1
    result.stdout.fnmatch_lines(
        [
            "harness: 1 snapshot file(s) changed during this run, not by it:",
            f"  snapshots/{baseline(converter)}/good/good/source.py",
        ]
    )
    assert golden.read_text().endswith("# tampered\n"), "nothing is restored silently"


def test_another_frameworks_baseline_is_another_runs(project: pytest.Pytester, converter: str) -> None:
    # What tox p does: another environment updates its own baseline while this run compares.
    write_case(project, "good", GOOD)
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    other = project.path / "snapshots" / "elsewhere" / "framework-9.9" / "good" / "good" / "source.py"
    write_case(
        project,
        "writes_other",
        f"""
        import os
        from harness import case

        @case(inputs=(1,))
        def writes_other(a: int) -> int:
            os.makedirs({str(other.parent)!r}, exist_ok=True)
            with open({str(other)!r}, "w") as out:
                out.write("another run's\\n")
            return a
        """,
    )
    run(project, "--snapshot-update", "cases/writes_other.py").assert_outcomes(passed=1)
    other.unlink()
    result = run(project)
    result.assert_outcomes(passed=2)
    assert result.ret == 0 and other.exists()


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_the_stale_check_uses_what_the_run_collected(
    project: pytest.Pytester, converter: str, workers: list[str]
) -> None:
    loops = write_case(project, "loops", GOOD + "\n\n" + GOOD.replace("good", "other"))
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    written = snapshot_tree(project.path)
    write_case(
        project,
        "truncates",
        f"""
        from harness import case
        @case(inputs=(1,))
        def truncates(a: int) -> int:
            open({str(loops)!r}, "w").close()
            return a
        """,
    )
    result = run(project, "--snapshot-update", *workers)
    if not workers:
        result.assert_outcomes(passed=3)
    # Under xdist a worker that starts late may collect the truncated file: the run may then fail, but whatever
    # it does, the snapshots of the cases it collected at the start survive.
    after = snapshot_tree(project.path)
    assert {k: v for k, v in after.items() if k in written} == written


# -- 15: settings --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setting", "value"),
    [
        ("harness_case_timeout", "abc"),
        ("harness_case_timeout", "-1"),
        ("harness_case_timeout", "nan"),
        ("harness_case_timeout", "inf"),
        ("harness_startup_timeout", "-1"),
        ("harness_reply_grace", "0"),
        ("harness_snapshots", "cases/snapshots"),
        ("harness_report_strict", "maybe"),
        ("harness_keep", "REPORT"),
    ],
)
def test_bad_settings_are_a_usage_error(project: pytest.Pytester, converter: str, setting: str, value: str) -> None:
    write_case(project, "good", GOOD)
    result = run(project, "-o", f"{setting}={value}")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([f"*{setting}*"])
    allowed = {"harness_report_strict": "must be true or false", "harness_keep": "must be one of outputs, report, both"}
    if setting in allowed:
        result.stderr.fnmatch_lines([f"*{setting} = {value!r}: {allowed[setting]}*"])
    no_harness_traceback(result)


def test_a_zero_case_timeout_is_a_usage_error(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    result = run(project, "--case-timeout", "0")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--case-timeout*"])


# -- 13: memory ----------------------------------------------------------------------------------------------------


def test_a_case_that_eats_memory_is_stopped_and_told_so(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "eats",
        """
        from harness import case
        @case(inputs=(1,))
        def eats(a: int) -> int:
            hoard = []
            for _ in range(20):  # 1 GiB at most, should the bound not hold
                hoard.append(bytearray(50 << 20))
            return len(hoard)
        """,
    )
    write_case(project, "good", GOOD)
    result = run(project, "-k", converter, "-o", "harness_case_memory=400", "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines([f"*{converter}::eats::eats: conversion used more than 400 MiB of memory*"])


def test_the_scratch_folder_is_the_childs_own(project: pytest.Pytester, converter: str, tmp_path: Path) -> None:
    seen = tmp_path / "seen"
    write_case(
        project,
        "where",
        f"""
        from harness import case
        import os
        import sys

        @case(inputs=(1,))
        def where(a: int) -> int:
            with open({str(seen)!r}, "a") as out:
                out.write(os.getcwd() + "\\n" + repr(sys.path) + "\\n")
            return a
        """,
    )
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    lines = seen.read_text().splitlines()
    folders, paths = set(lines[0::2]), [eval(line) for line in lines[1::2]]
    assert len(folders) == 2, "each child has a folder of its own"
    assert all(folder not in path and "" not in path for folder in folders for path in paths)
    assert not any(os.path.exists(folder) for folder in folders)
