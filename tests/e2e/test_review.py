"""Pending changes: a failing comparison keeps what it received, and ``python -m harness review`` settles it."""

from __future__ import annotations

import io
import select
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from harness.__main__ import main
from helpers import REPOSITORY, Terminal, baseline, framework_modules, review, snapshot_tree, write_case

TWO = '''
from harness import case


@case(inputs=[(3,)])
def grow(n: int) -> int:
    """Counts up to n."""
    total = 0
    for i in range(n):
        total += i
    return total


def keep(a: int) -> int:
    """Never changes."""
    return a - 1
'''


MINE = '''
def sum_squares(n: int) -> int:
    """Sums squares."""
    return n * n


def other(n: int) -> int:
    return n
'''
LONG = "\n".join(f"line {i}" for i in range(60)) + "\n"


@pytest.fixture(autouse=True)
def _off_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    """A review runs off CI (with CI set it refuses: ``test_with_ci_set_the_commands_that_write_refuse``)."""
    monkeypatch.delenv("CI", raising=False)


def run(project: pytest.Pytester, converter: str, *args: str) -> pytest.RunResult:
    return project.runpytest("-p", "no:cacheprovider", "-k", converter, *args)


def pending_project(root: Path) -> Path:
    """A project whose ``mine.sum_squares`` has a changed, a new and a gone output pending, and ``mine.other`` one."""
    (root / "pyproject.toml").write_text('[tool.pytest.ini_options]\ntestpaths = ["cases"]\n')
    (root / "cases").mkdir()
    (root / "cases" / "mine.py").write_text(MINE)
    case = root / "snapshots" / "echo" / "harness-0.1" / "mine" / "sum_squares"
    case.mkdir(parents=True)
    for name, text in {
        "source.py": LONG,
        "source.py.new": LONG.replace("line 50", "line fifty"),
        "behaviour.txt": "python: 30\n",
        "behaviour.txt.new": "python: 14\n",
        "ast.txt": "x\n",
        "ast.txt.gone": "",
        "extra.txt.new": "new\n",
    }.items():
        (case / name).write_text(text)
    other = case.parent / "other"
    other.mkdir()
    (other / "source.py").write_text("a\n")
    (other / "source.py.new").write_text("b\n")
    return case


def test_review_settles_a_case_at_once(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", TWO)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    before = snapshot_tree(project.path)
    # Other arithmetic, and no inputs: several outputs change and behaviour.txt is no longer produced.
    write_case(project, "topic", TWO.replace("@case(inputs=[(3,)])\n", "").replace("total += i", "total += i * 2"))

    failed = run(project, converter)
    failed.assert_outcomes(failed=1, passed=1)
    received = snapshot_tree(project.path, pending=True)
    assert snapshot_tree(project.path) == before, "a comparison never writes a snapshot"
    base = f"{baseline(converter)}/topic/grow/"
    assert f"{base}behaviour.txt.gone" in received
    assert len(received) >= 2 and all(name.startswith(base) for name in received)
    failed.stdout.fnmatch_lines(
        [
            f"*{len(received)} pending file(s) written beside the snapshots*",
            f"harness: {converter}: 2 cases: 1 passed, 1 failed (1 changed, 0 new, 0 errors); *"
            f" {len(received)} differ; * {len(received)} pending *",
        ]
    )

    listed = review(project.path, "--list").stdout.splitlines()
    assert listed[0].startswith(f"topic.grow  cases/topic.py:5  {baseline(converter)}: ") and len(listed) == 1 + len(
        received
    )
    assert "    gone     " + base + "behaviour.txt" in listed
    skipped = review(project.path, answers="x s")
    assert "unknown key 'x'" in skipped.stdout
    assert f"cases: accepted 0, rejected 0, skipped 1; {len(received)} pending change(s) remain" in skipped.stdout
    assert review(project.path, "--accept", "topic.grw").stdout.splitlines()[:2] == [
        "no pending change matches 'topic.grw'",
        "did you mean topic.grow?",
    ]

    one = sorted(received)[-1].rsplit(".", 1)[0]
    partly = review(project.path, "--reject", one)
    assert (
        partly.returncode == 0 and f"rejected 1 of the {len(received)} pending outputs of topic.grow" in partly.stdout
    )
    accepted = review(project.path, answers="a")
    assert "accept\n" in accepted.stdout and "cases: accepted 1, rejected 0, skipped 0; 0 pending" in accepted.stdout
    now = snapshot_tree(project.path)
    assert f"{base}behaviour.txt" not in now and now[one] == before[one]
    assert all(
        now[name.rsplit(".", 1)[0]] == text
        for name, text in received.items()
        if name.endswith(".new") and name.rsplit(".", 1)[0] != one
    )
    # the output rejected above still differs, so it is pending again
    run(project, converter).assert_outcomes(failed=1, passed=1)
    assert review(project.path, "--accept", "topic/*").returncode == 0
    run(project, converter).assert_outcomes(passed=2)
    assert not snapshot_tree(project.path, pending=True)


@pytest.mark.parametrize(
    "name",
    [
        "mine.sum_squares",
        "cases/mine.py::sum_squares",
        "mine/*",
        "mine.sum*",
        "cases/mine.py::echo::sum_squares",
        "echo::mine::sum_squares",
        "echo/harness-0.1/mine/sum_squares",
    ],
)
def test_accept_takes_every_name_of_a_case(
    tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    case = pending_project(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["review", "--accept", name]) == 0
    assert (
        "accepted mine.sum_squares (echo/harness-0.1/mine/sum_squares): 2 changed, 1 new, 1 gone"
        in capsys.readouterr().out
    )
    assert sorted(p.name for p in case.iterdir()) == ["behaviour.txt", "extra.txt", "source.py"], (
        "all its outputs at once"
    )
    assert (case / "behaviour.txt").read_text() == "python: 14\n"
    assert (case.parent / "other" / "source.py.new").is_file() == (name != "mine/*")


def test_a_converters_folder_that_is_a_link_is_reviewed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``snapshots/<converter>`` may be a link to a folder elsewhere (docs/guarantees.md): its pending changes are
    listed and accepted there."""
    case = pending_project(tmp_path)
    elsewhere = tmp_path / "elsewhere" / "echo"
    elsewhere.parent.mkdir()
    (tmp_path / "snapshots" / "echo").rename(elsewhere)
    (tmp_path / "snapshots" / "echo").symlink_to(elsewhere)
    monkeypatch.chdir(tmp_path)
    assert main(["review", "--list"]) == 0
    assert "mine.sum_squares  cases/mine.py:2  echo/harness-0.1: 2 changed, 1 new, 1 gone" in capsys.readouterr().out
    assert main(["review", "--accept", "mine.sum_squares"]) == 0
    assert "accepted mine.sum_squares" in capsys.readouterr().out
    assert sorted(p.name for p in case.iterdir()) == ["behaviour.txt", "extra.txt", "source.py"]
    assert (elsewhere / "harness-0.1" / "mine" / "sum_squares" / "behaviour.txt").read_text() == "python: 14\n"


def test_no_match_shows_what_would(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pending_project(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["review", "--accept", "mine.sum_square"]) == 1
    assert capsys.readouterr().out.splitlines()[:6] == [
        "no pending change matches 'mine.sum_square'",
        "did you mean mine.sum_squares?",
        "pending cases, and names that pick them (a glob such as 'mine.*' picks several):",
        "    mine.other   cases/mine.py::other   echo/harness-0.1/mine/other",
        "    mine.sum_squares   cases/mine.py::sum_squares   echo/harness-0.1/mine/sum_squares",
        "one output only: echo/harness-0.1/mine/other/source.py",
    ]


def test_one_keystroke_per_case_on_a_terminal(tmp_path: Path) -> None:
    """On a terminal: no Enter, a long case paged with its header on every page, a whole case per key."""
    case = pending_project(tmp_path)
    with Terminal([sys.executable, "-m", "harness", "review"], tmp_path, rows=24) as terminal:
        first = terminal.expect("> ")
        assert "# [1/2] mine.other  cases/mine.py:7  echo/harness-0.1: 1 changed" in first
        terminal.press("s")
        page = terminal.expect("> ")
        assert "# [2/2] mine.sum_squares  cases/mine.py:2  echo/harness-0.1: 2 changed, 1 new, 1 gone" in page
        assert "[space] page 1/2" in page and "line fifty" not in page
        assert page.index("1  changed  behaviour.txt") < page.index("4  changed  source.py"), "behaviour first"
        assert "# echo/harness-0.1/mine/sum_squares/behaviour.txt: changed" in page
        terminal.press(" ")
        second = terminal.expect("> ")
        assert "# [2/2] mine.sum_squares" in second and "line fifty" in second and "page 2/2" in second
        assert "+line \x1b[7mfifty\x1b[27m" in terminal.raw, "the change inside the line is highlighted"
        terminal.press("a")
        assert "cases: accepted 1, rejected 0, skipped 1; 1 pending change(s) remain" in terminal.expect("remain")
    assert terminal.status == 0
    assert sorted(p.name for p in case.iterdir()) == ["behaviour.txt", "extra.txt", "source.py"]


def test_a_second_review_waits_for_the_first_and_settles_what_is_left(tmp_path: Path) -> None:
    """Two reviews at once: the second waits for the first to end, saying so, then settles what the first left; no
    traceback, and no case half accepted."""
    case = pending_project(tmp_path)
    command = [sys.executable, "-m", "harness", "review"]
    with Terminal(command, tmp_path) as first:
        assert "[1/2] mine.other" in first.expect("> ")
        second = subprocess.Popen(
            [*command, "--accept", "*"], cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        try:
            assert second.stderr is not None
            ready, _, _ = select.select([second.stderr], [], [], 60)
            said = second.stderr.readline() if ready else ""
            assert f"waiting for another run (pid {first.process.pid}) writing the snapshots of echo" in said, said
            first.press("r")
            assert "[2/2] mine.sum_squares" in first.expect("> ")
            first.press("s")
            first.expect("remain")
        finally:
            out, err = second.communicate(timeout=60)
    assert first.status == 0 and second.returncode == 0, err
    assert "Traceback" not in out + err + first.seen, err
    assert "accepted mine.sum_squares" in out and "mine.other" not in out, out
    assert (case.parent / "other" / "source.py").read_text() == "a\n", "the first review rejected it"
    assert sorted(p.name for p in case.iterdir()) == ["behaviour.txt", "extra.txt", "source.py"]
    assert not snapshot_tree(tmp_path, pending=True)


def test_one_edit_in_many_cases_is_settled_with_one_key(tmp_path: Path) -> None:
    """Cases whose pending change is the same edit, their own names aside, are one decision; another edit is another."""
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\ntestpaths = ["cases"]\n')
    (tmp_path / "cases").mkdir()
    names = ("first", "second", "third", "odd")
    (tmp_path / "cases" / "many.py").write_text("".join(f"def {n}(x):\n    return x\n\n\n" for n in names))
    folder = tmp_path / "snapshots" / "echo" / "harness-0.1" / "many"
    for name in names:
        (folder / name).mkdir(parents=True)
        (folder / name / "warnings.txt").write_text(f"FutureWarning: {name} is deprecated\n")
        edited = "nothing\n" if name == "odd" else f"FutureWarning: {name} is deprecated, use it2\n"
        (folder / name / "warnings.txt.new").write_text(edited)
    settled = review(tmp_path, answers="a r")
    assert settled.returncode == 0, settled.stderr
    out = settled.stdout
    assert "[1/2] many.first " in out and "one edit in 3 cases: the same in many.second, many.third" in out
    assert "[2/2] many.odd " in out
    assert "cases: accepted 3, rejected 1, skipped 0; 0 pending change(s) remain" in out
    edited = {n: (folder / n / "warnings.txt").read_text() for n in names}
    assert edited == {
        **{n: f"FutureWarning: {n} is deprecated, use it2\n" for n in names[:3]},
        "odd": "FutureWarning: odd is deprecated\n",
    }


def test_commands_import_neither_pytest_nor_a_framework(tmp_path: Path) -> None:
    pending_project(tmp_path)
    for command in (["review", "--help"], ["review", "--list"], ["diff", "--list"]):
        done = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "harness", *command],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=60,
        )
        imported = {line.rsplit("|", 1)[-1].strip().split(".")[0] for line in done.stderr.splitlines()}
        assert done.returncode == 0 and not imported & {"pytest", "_pytest", "syrupy", *framework_modules()}, command


def test_ci_writes_no_pending_change(project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch) -> None:
    write_case(project, "topic", TWO)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    write_case(project, "topic", TWO.replace("total += i", "total -= i"))
    monkeypatch.setenv("CI", "true")
    failed = run(project, converter)
    failed.assert_outcomes(failed=1, passed=1)
    failed.stdout.fnmatch_lines(["*CI is set, so nothing was written*", f"harness: {converter}: * 0 pending; *"])
    assert not snapshot_tree(project.path, pending=True)


def test_ci_keeps_what_it_received_outside_the_tree_for_review(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    write_case(project, "topic", TWO)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    goldens = snapshot_tree(project.path)
    write_case(project, "topic", TWO.replace("total += i", "total -= i"))
    monkeypatch.setenv("CI", "true")
    artifact = tmp_path / "received"
    failed = run(project, converter, "--received", str(artifact))
    failed.assert_outcomes(failed=1, passed=1)
    failed.stdout.fnmatch_lines(
        [
            f"*received file(s) written to {artifact}, nothing beside the snapshots*review them with python -m harness review"
        ]
    )
    assert sys.executable not in failed.stdout.str()  # the hint is read on another machine: no path of the runner's
    assert snapshot_tree(project.path) == goldens and not snapshot_tree(project.path, pending=True)
    received = sorted(p.relative_to(artifact).as_posix() for p in artifact.rglob("*.new"))
    assert received and all(name.startswith(f"snapshots/{converter}/") for name in received), received
    # Unpacked at the repository's root, what CI received is pending there, for review.
    shutil.copytree(artifact, project.path, dirs_exist_ok=True)
    monkeypatch.delenv("CI")
    assert review(project.path, "--accept", "topic/*").returncode == 0
    assert run(project, converter).ret == 0


def test_received_must_be_a_folder_of_its_own(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", TWO)
    refused = run(project, converter, "--received", "snapshots/out")
    refused.stderr.fnmatch_lines(["*--received snapshots/out: it is inside snapshots/*"])
    assert refused.ret == pytest.ExitCode.USAGE_ERROR


def test_git_ignores_pending_changes() -> None:
    ignored = subprocess.run(
        [
            "git",
            "check-ignore",
            "snapshots/autograph/tensorflow-2.21/loops/for_break/converted.py.new",
            "snapshots/torchscript/torch-2.11/loops/for_break/code.py.gone",
        ],
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
    )
    assert ignored.stdout.split() == [
        "snapshots/autograph/tensorflow-2.21/loops/for_break/converted.py.new",
        "snapshots/torchscript/torch-2.11/loops/for_break/code.py.gone",
    ]


@pytest.mark.parametrize(
    "command",
    [
        ["review", "--accept", "*"],
        ["review"],
        ["release", "fakefw", "1.2.0"],
        ["history", "--build", "--python", sys.executable],
        ["history", "--build", "--store-only"],
    ],
    ids=["review-accept", "review", "release", "history-build", "history-store"],
)
def test_with_ci_set_the_commands_that_write_refuse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    pending_project(tmp_path)
    (tmp_path / "tox.ini").write_text("[tox]\nenv_list = fake11\n")
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CI", "true")
    assert main(command) == 2
    said = capsys.readouterr().err
    assert f"{command[0]}: refused, as CI is set: " in said and "Unset CI to run it" in said, said
    assert {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()} == before


def test_with_ci_set_a_review_still_lists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pending_project(tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CI", "true")
    assert main(["review", "--list"]) == 0


def test_a_binary_pending_output_is_reviewed_not_crashed_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A ``.new`` that is no UTF-8 text (a hand-made or broken file): listed, shown as binary, accepted byte for byte."""
    case = pending_project(tmp_path)
    (case / "behaviour.txt.new").write_bytes(b"\xff\xfe\x00binary")
    monkeypatch.chdir(tmp_path)
    assert main(["review", "--list"]) == 0
    walked = review(tmp_path, answers="aa")
    assert walked.returncode == 0 and "Traceback" not in walked.stderr, walked.stderr
    assert "not UTF-8 text" in walked.stdout, walked.stdout
    assert (case / "behaviour.txt").read_bytes() == b"\xff\xfe\x00binary"


@pytest.mark.parametrize(
    ("accept", "reject"),
    [("mine.sum_squares", "mine.sum_squares"), ("mine.*", "echo/harness-0.1/mine/sum_squares/behaviour.txt.new")],
)
def test_accept_and_reject_of_one_output_are_refused_and_settle_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], accept: str, reject: str
) -> None:
    case = pending_project(tmp_path)
    before = snapshot_tree(tmp_path, pending=True)
    monkeypatch.chdir(tmp_path)
    assert main(["review", "--accept", accept, "--reject", reject.removesuffix(".new")]) == 2
    said = capsys.readouterr()
    assert "pick each once" in said.err and "accepted" not in said.out
    assert snapshot_tree(tmp_path, pending=True) == before and (case / "behaviour.txt").read_text() == "python: 30\n"


def test_a_huge_line_is_shown_clipped_where_it_differs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A 4 MB one-line output that changed in one character: review shows where it changed (the failure report's
    bound, ``textdiff.clip_lines``), never the line whole, twice."""
    case = pending_project(tmp_path)
    size = 4_000_000
    (case / "source.py").write_text("x" * size + "\n")
    (case / "source.py.new").write_text("x" * (size // 2) + "y" + "x" * (size // 2 - 1) + "\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO("s"))
    assert main(["review"]) == 0
    printed = capsys.readouterr().out
    assert len(printed) < 100_000, len(printed)
    assert "characters cut] " in printed and "xy" in printed


def test_a_pending_change_cut_short_or_misplaced_is_not_accepted(project: pytest.Pytester, converter: str) -> None:
    """A received output cut short after the run wrote it stays pending, said with its file, and so does every other
    output of its case (a case is accepted whole or not at all); a file with a pending change's suffix where none
    belongs is named, not a traceback, and the rest is reviewed."""
    write_case(project, "two", TWO)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    before = snapshot_tree(project.path)
    write_case(project, "two", TWO.replace("a - 1", "a - 2").replace("total += i", "total += 2 * i"))
    run(project, converter).assert_outcomes(failed=2)
    received = sorted(project.path.glob(f"snapshots/{baseline(converter)}/two/keep/*.new"))
    assert len(received) >= 2, received
    cut = received[0]
    cut.write_bytes(cut.read_bytes()[:10])  # in place, as a full disk or a stopped copy leaves it
    stray = project.path / "snapshots" / baseline(converter) / "two" / "stray.txt.new"
    stray.write_text("not a case's output\n")
    done = review(project.path, "--accept", "*")
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    after = snapshot_tree(project.path)
    assert {k: v for k, v in after.items() if "/two/keep/" in k} == {
        k: v for k, v in before.items() if "/two/keep/" in k
    }, "no output of the case is accepted"
    assert all(path.exists() for path in received), "every change of the case stays pending"
    assert done.returncode == 1, "what was asked was not all accepted"
    assert f"snapshots/{baseline(converter)}/two/keep/{cut.name}: not the output the run wrote (10 bytes" in done.stderr
    assert "no output of two.keep was accepted" in done.stderr
    assert "cases: accepted 1, rejected 0, skipped 0, not accepted 1 (said above)" in done.stdout, done.stdout
    assert f"snapshots/{baseline(converter)}/two/stray.txt.new: a pending change's suffix where" in done.stderr
    assert any(after[k] != v for k, v in before.items() if "/two/grow/" in k), "the intact changes are accepted"


def upgrade_pending(root: Path, cases: int) -> None:
    """A project of ``cases`` cases in two case files, each with a change pending in a new baseline of echo that holds
    no snapshot yet (an upgrade's first run compared them with the older baseline)."""
    (root / "pyproject.toml").write_text('[tool.pytest.ini_options]\ntestpaths = ["cases"]\n')
    (root / "cases").mkdir()
    for file in ("first", "second"):
        names = [f"{file}_{i}" for i in range(cases // 2)]
        (root / "cases" / f"{file}.py").write_text("".join(f"def {n}(x):\n    return x\n\n\n" for n in names))
        for name in names:
            for version, output in (("harness-0.1", "out.txt"), ("harness-0.2", "out.txt.new")):
                folder = root / "snapshots" / "echo" / version / file / name
                folder.mkdir(parents=True)
                (folder / output).write_text(f"{name} {version}\n")


@pytest.mark.parametrize("cases", [8, 40])
def test_review_list_reads_each_baseline_and_case_file_a_fixed_number_of_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], cases: int
) -> None:
    """``review --list`` is linear in pending cases: whether a baseline holds snapshots (a walk of all its case
    folders when it holds none) is asked per baseline, and each case file is read once, however many cases pend."""
    import harness.store.baselines
    import harness.store.pending
    import harness.tools.review.cases

    upgrade_pending(tmp_path, cases)
    walks: list[Path] = []
    reads: list[Path] = []

    def holds(folder: Path, holds_snapshots=harness.store.baselines.holds_snapshots) -> bool:
        walks.append(folder)
        return holds_snapshots(folder)

    def discover(file: Path, known, discover=harness.tools.review.cases.discover):  # type: ignore[no-untyped-def]
        reads.append(file)
        return discover(file, known)

    for module in (harness.store.baselines, harness.store.pending):
        monkeypatch.setattr(module, "holds_snapshots", holds)
    monkeypatch.setattr(harness.tools.review.cases, "discover", discover)
    monkeypatch.chdir(tmp_path)
    assert main(["review", "--list"]) == 0
    listed = capsys.readouterr().out
    assert listed.count("(no baseline yet; compared with harness-0.1): 1 changed") == cases
    assert len(walks) <= 4, f"{len(walks)} walks of a baseline for {cases} pending cases"
    assert sorted(reads) == sorted({*reads}) and len(reads) == 2, reads
