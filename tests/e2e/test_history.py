"""The release history end to end against echo and fake releases: built by one command, replayed, read.

The installed echo is release harness-0.1; the fake releases harness-0.0 and harness-0.2 are full baselines made
from its snapshots with one output edited each, as a framework that changed it would.
"""

from __future__ import annotations

import filecmp
import fnmatch
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import ECHO, write_case

pytestmark = pytest.mark.subprocess(
    "python -m harness history, as a user runs it: --build runs each release's pytest in processes of the Python it is"
    " given, and a second build sharing its work folder is another process"
)

CASE = '''
def first_odd(n: int) -> int:
    """Stops at the first odd number."""
    for i in range(n):
        if i % 2:
            break
    return i
'''
RELEASES = """[harness]
converters = ["echo"]
releases = [
    { release = "0.0", install = [] },
    { release = "0.1", install = [] },
    { release = "0.2", install = [] },
]
"""


def harness(root: Path, *args: str, seed: str = "0") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"} | {"PYTHONHASHSEED": seed}
    return subprocess.run(
        [sys.executable, "-m", "harness", *args], cwd=root, capture_output=True, text=True, timeout=300, env=env
    )


def build(root: Path, *releases: str, seed: str = "0") -> subprocess.CompletedProcess[str]:
    return harness(root, "history", "--build", *releases, "--python", sys.executable, seed=seed)


@pytest.fixture
def releases(project: pytest.Pytester) -> Path:
    """A project whose echo baselines are harness-0.0 and harness-0.2, and harness-0.1 the release to build."""
    project.makepyprojecttoml(f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["{ECHO}"]\n')
    write_case(project, "stops", CASE)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    echo = project.path / "snapshots" / "echo"
    shutil.copytree(echo / "harness-0.1", echo / "harness-0.0")
    shutil.copytree(echo / "harness-0.1", echo / "harness-0.2")
    shutil.rmtree(echo / "harness-0.1")
    for release, version in (("harness-0.0", "0.0.3"), ("harness-0.2", "0.2.1")):
        manifest = echo / release / "manifest.toml"
        manifest.write_text(manifest.read_text().replace('"harness 0.1.0"', f'"harness {version}"'))
    with (echo / "harness-0.0" / "stops" / "first_odd" / "source.py").open("a") as stream:
        stream.write("# as release 0.0 wrote it\n")
    with (echo / "harness-0.2" / "stops" / "first_odd" / "ast.txt").open("a") as stream:
        stream.write("(as release 0.2 writes it)\n")
    (project.path / "history").mkdir()
    (project.path / "history" / "releases.toml").write_text(RELEASES)
    return project.path


@pytest.fixture(scope="module")
def stored() -> dict[str, Path]:
    """What a whole build of ``releases`` stored, once per module and worker."""
    return {}


@pytest.fixture
def built(releases: Path, stored: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``releases`` after ``history --build`` of every release: built once, then copied (a build stores the same
    bytes from any folder, ``test_a_release_built_twice_from_another_folder_and_hash_seed_is_byte_identical``)."""
    if "history" not in stored:
        done = build(releases)
        assert done.returncode == 0, done.stdout + done.stderr
        stored["history"] = tmp_path_factory.mktemp("built") / "history"
        shutil.copytree(releases / "history", stored["history"])
    else:
        shutil.rmtree(releases / "history")
        shutil.copytree(stored["history"], releases / "history")
    return releases


def test_one_command_builds_stores_and_resumes(releases: Path) -> None:
    built = build(releases)
    assert built.returncode == 0, built.stdout + built.stderr
    expected = [
        f"harness-0.1: converting with {sys.executable}",
        "harness-0.1: converting 1/1",
        "harness-0.1: converted 1 in * s: 0 passed warm, 1 converted fresh",
        "harness-0.1: stored echo: 1 outputs changed or added, 0 removed (against harness-0.0)",
        "harness-0.2: stored echo: 1 outputs changed or added, 0 removed (against harness-0.1)",
        "summary:",
        "  harness-0.0      full baseline",
        "  harness-0.1      converted in * s; stored",
        "  harness-0.2      full baseline",
    ]
    lines = built.stdout.splitlines()
    assert len(lines) == len(expected) and all(map(fnmatch.fnmatchcase, lines, expected)), lines
    step = releases / "history" / "echo" / "harness-0.1"
    assert sorted(p.relative_to(step).as_posix() for p in step.rglob("*") if p.is_file()) == [
        "manifest.toml",
        "step.toml",
        "stops/first_odd/source.py",
    ]
    again = build(releases)
    assert again.returncode == 0 and "  harness-0.1      already stored" in again.stdout, again.stdout
    assert "converting" not in again.stdout


def test_a_full_baseline_is_stored_without_uv(releases: Path) -> None:
    """A release with a full baseline is taken from it: its step needs no environment, so no uv either."""
    assert build(releases, "harness-0.1").returncode == 0
    step = releases / "history" / "echo" / "harness-0.2"
    shutil.rmtree(step)
    # This environment has uv beside its Python (tox-uv): the build runs from a Python with none beside it, and
    # none on PATH, importing the harness from this environment.
    bare = releases / "python-without-uv"
    bare.mkdir()
    (bare / "python").symlink_to(Path(sys._base_executable).resolve())
    site = next(p for p in sys.path if p.endswith("site-packages"))
    env = {k: v for k, v in os.environ.items() if k != "CI"} | {
        "PATH": str(releases / "no-uv-here"),
        "PYTHONPATH": site,
    }
    done = subprocess.run(
        [str(bare / "python"), "-m", "harness", "history", "--build", "harness-0.2"],
        cwd=releases,
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "harness-0.2: stored echo: 1 outputs changed or added, 0 removed (against harness-0.1)" in done.stdout
    assert (step / "step.toml").is_file()


LEAKS = '''
def leaks_once(a: int) -> int:
    """echo: leak"""
    return a


def leaks_twice(a: int) -> int:
    """echo: leak"""
    return a + 1
'''


def test_a_release_compares_with_the_one_before_and_writes_only_what_a_fresh_child_gives(releases: Path) -> None:
    """A release is built as a comparison with the nearest earlier one: what it did not change passes from a warm
    worker and is stored as the earlier outputs; everything else, here a converter that leaks state from case to
    case, comes from fresh children, so the release's outputs are exactly those of a fresh update."""
    older = releases / "snapshots" / "echo" / "harness-0.0"
    source = older / "stops" / "first_odd" / "source.py"
    source.write_text(source.read_text().replace("# as release 0.0 wrote it\n", ""))
    (releases / "cases" / "leaky.py").write_text(LEAKS)
    fresh = releases / "fresh"
    update = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update", "-o", f"harness_snapshots={fresh}"],
        cwd=releases, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert update.returncode == 0, update.stdout
    baseline = fresh / "echo" / "harness-0.1"
    shutil.copytree(baseline / "leaky", older / "leaky")  # release 0.0 gave what a fresh child gives
    built = build(releases, "harness-0.1")
    assert built.returncode == 0, built.stdout + built.stderr
    # leaks_once is its warm worker's first case and passes there; leaks_twice, its second, counts two
    # conversions, is not trusted, and is converted again in a fresh child.
    assert "harness-0.1: converted 3 in " in built.stdout and ": 2 passed warm, 1 converted fresh" in built.stdout
    converted = releases / ".history-build" / "harness-0.1" / "snapshots" / "echo" / "harness-0.1"
    made = {p.relative_to(converted).as_posix(): p.read_bytes() for p in converted.rglob("*") if p.is_file()}
    assert made == {p.relative_to(baseline).as_posix(): p.read_bytes() for p in baseline.rglob("*") if p.is_file()}
    assert made["leaky/leaks_twice/leak.txt"] == b"1 conversion(s) in this process\n"
    assert harness(releases, "history", "--check").returncode == 0


def test_a_release_compares_with_one_this_build_converted_before_it(releases: Path) -> None:
    """With no full baseline before it, a release compares with the nearest earlier one the build has converted
    (here harness-0.0, converted earlier and not yet stored: its work folder); both are then stored backwards from
    the newest full baseline."""
    oldest = releases / "snapshots" / "echo" / "harness-0.0"
    source = oldest / "stops" / "first_odd" / "source.py"
    source.write_text(source.read_text().replace("# as release 0.0 wrote it\n", ""))
    work = releases / ".history-build" / "harness-0.0"
    shutil.move(oldest, work / "snapshots" / "echo" / "harness-0.0")
    (work / "converted.json").write_text('{"failed": []}\n')
    built = build(releases)
    assert built.returncode == 0, built.stdout + built.stderr
    lines = built.stdout.splitlines()
    assert any(
        fnmatch.fnmatchcase(line, "harness-0.1: converted 1 in * s: 1 passed warm, 0 converted fresh") for line in lines
    )
    assert "harness-0.0: stored echo: 0 outputs changed or added, 0 removed (against harness-0.1)" in lines, lines
    assert harness(releases, "history", "--check").returncode == 0


def test_an_environment_that_runs_another_version_fails_its_release(releases: Path) -> None:
    """The environment given for harness-0.3 runs harness 0.1, which writes harness-0.1's folder: the release
    fails with the reason, and nothing is stored for it."""
    toml = releases / "history" / "releases.toml"
    last = '    { release = "0.2", install = [] },\n'
    toml.write_text(toml.read_text().replace(last, last + '    { release = "0.3", install = [] },\n'))
    built = build(releases, "harness-0.3")
    assert built.returncode == 1
    assert "harness-0.3: failed: the environment wrote echo/harness-0.1, not harness-0.3" in built.stdout, built.stdout
    assert not (releases / "history" / "echo" / "harness-0.3").exists()


def test_the_chain_replays_and_an_edited_stored_file_fails_it(built: Path) -> None:
    checked = harness(built, "history", "--check")
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout == "echo: 0 problems; reproduced harness-0.2 byte for byte\n"
    stored = built / "history" / "echo" / "harness-0.1" / "stops" / "first_odd" / "source.py"
    stored.write_text(stored.read_text() + "# edited\n")
    failed = harness(built, "history", "--check")
    assert failed.returncode == 1
    assert (
        "history/echo/harness-0.1: stops.first_odd's outputs do not replay to what the step recorded" in failed.stderr
    )


def test_history_of_a_case_and_of_a_converter(built: Path) -> None:
    case = harness(built, "history", "stops.first_odd")
    assert case.returncode == 0, case.stderr
    lines = case.stdout.splitlines()
    assert lines[:3] == ["stops.first_odd", "", "echo: harness-0.0 … harness-0.2, 3 releases"]
    assert any(line.startswith("  source.py ") and line.endswith("changed at harness-0.1") for line in lines), lines
    assert any(line.startswith("  ast.txt ") and line.endswith("changed at harness-0.2") for line in lines), lines
    assert "    -# as release 0.0 wrote it" in lines and "    +(as release 0.2 writes it)" in lines
    assert "  harness-0.1 (harness 0.1.0) against harness-0.0: source.py" in lines
    converter = harness(built, "history", "--converter", "echo")
    assert converter.returncode == 0, converter.stderr
    assert converter.stdout.splitlines() == [
        "echo: harness-0.0 … harness-0.2, 3 releases (2 full baselines)",
        "harness-0.1 (harness 0.1.0, stored) against harness-0.0: 1 case changed: source.py 1",
        "  stops.first_odd: source.py",
        "harness-0.2 (harness 0.2.1, full baseline) against harness-0.1: 1 case changed: ast.txt 1",
        "  stops.first_odd: ast.txt",
    ]


def test_bisect_names_the_first_release_where_each_output_changed(built: Path) -> None:
    bisect = harness(built, "history", "--bisect", "stops.first_odd")
    assert bisect.returncode == 0, bisect.stderr
    lines = bisect.stdout.splitlines()
    assert lines[:3] == ["stops.first_odd", "", "echo: harness-0.0 … harness-0.2, 3 releases"]
    found = {line.split()[0]: " ".join(line.split()[1:]) for line in lines[3:]}
    assert found["source.py"] == "first changed at harness-0.1 (harness 0.1.0), against harness-0.0"
    assert found["ast.txt"] == "first changed at harness-0.2 (harness 0.2.1), against harness-0.1"
    assert {found[name] for name in found if name not in ("source.py", "ast.txt")} == {"unchanged since harness-0.0"}
    assert not any(line.startswith(("    -", "    +")) for line in lines)  # where, not what: no diffs


def test_a_case_that_appears_with_a_companion_is_new_not_changed(releases: Path, tmp_path: Path) -> None:
    """A case that has outputs in one release only (its file needs a companion that installs with one release and
    not the other, as torchaudio does with torch 2.15 and not 2.14) is listed as new or gone, never as changed."""
    header = 'import pytest\n\npytest.importorskip("extras_companion")\n'
    (releases / "cases" / "extra.py").write_text(header + CASE.replace("first_odd", "second_odd"))
    (tmp_path / "extras_companion.py").write_text("")
    update = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update", "-o", "harness_snapshots=fresh"],
        cwd=releases, capture_output=True, text=True, timeout=300, env=os.environ | {"PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])},
    )  # fmt: skip
    assert update.returncode == 0, update.stdout
    shutil.copytree(
        releases / "fresh" / "echo" / "harness-0.1" / "extra", releases / "snapshots/echo/harness-0.2/extra"
    )
    assert build(releases).returncode == 0  # release 0.1 without the companion: the case is skipped there
    converter = harness(releases, "history", "--converter", "echo")
    assert (
        "harness-0.2 (harness 0.2.1, full baseline) against harness-0.1: 1 case changed: ast.txt 1; cases 1 new"
        in converter.stdout
    ), converter.stdout
    assert "  new: extra.second_odd" in converter.stdout and "extra.second_odd:" not in converter.stdout


def test_a_case_added_or_edited_since_is_said_not_failed(built: Path) -> None:
    source = built / "cases" / "stops.py"
    source.write_text(source.read_text() + "\n\ndef later(n: int) -> int:\n    return n\n")
    checked = harness(built, "history", "--check")
    assert checked.returncode == 0, checked.stderr
    assert "  harness-0.1: 1 cases added or changed since it was built, not compared: stops.later" in checked.stdout
    (built / "cases" / "elsewhere.py").write_text("def of_a_file_no_baseline_holds(n: int) -> int:\n    return n\n")
    listing = harness(built, "history", "--converter", "echo").stdout
    assert listing.count("  (1 cases not compared: their source") == 2, listing  # stops.later alone
    later = harness(built, "history", "stops.later")
    assert "  not recorded for the case's current source: harness-0.1" in later.stdout, later.stdout
    assert harness(built, "history", "stops.first_odd").stdout.count("not recorded") == 0


def test_the_page_is_generated_and_checked(built: Path) -> None:
    page = built / "docs" / "history.md"
    assert harness(built, "history", "--doc", str(page)).returncode == 0
    assert "| harness-0.1 | harness 0.1.0 | harness-0.0 | 1 | source.py 1 |" in page.read_text()
    assert harness(built, "history", "--doc", str(page), "--check").returncode == 0
    page.write_text(page.read_text() + "stale\n")
    stale = harness(built, "history", "--doc", str(page), "--check")
    assert stale.returncode == 1 and "is out of date" in stale.stderr


def test_a_release_built_twice_from_another_folder_and_hash_seed_is_byte_identical(
    releases: Path, tmp_path: Path
) -> None:
    other = tmp_path / "elsewhere" / "clone"
    shutil.copytree(releases, other)
    assert build(releases, "harness-0.1", seed="1").returncode == 0
    assert build(other, "harness-0.1", seed="4242").returncode == 0
    comparison = filecmp.dircmp(releases / "history", other / "history")
    assert comparison.diff_files == [] and comparison.left_only == [] and comparison.right_only == []
    for one, two in zip(sorted((releases / "history").rglob("*")), sorted((other / "history").rglob("*")), strict=True):
        assert one.relative_to(releases) == two.relative_to(other)
        assert one.is_dir() or one.read_bytes() == two.read_bytes()


def test_the_explorers_case_page_shows_the_timeline(built: Path) -> None:
    site = built / "site"
    assert harness(built, "explore", "--out", str(site)).returncode == 0
    page = (site / "cases" / "stops.first_odd.html").read_text()
    assert "Across releases" in page and 'id="echo-release-harness-0.1"' in page, page


def test_a_case_the_harness_fails_on_is_recorded_as_such(releases: Path) -> None:
    (releases / "cases" / "broken.py").write_text('def crashes():\n    """echo: crash"""\n    return 1\n')
    built = build(releases)
    assert built.returncode == 0, built.stdout
    assert (
        "harness-0.1: converted 2 in " in built.stdout
        and "the harness failed on 1: echo::broken.crashes" in built.stdout
    )
    assert '"broken.crashes",' in (releases / "history" / "echo" / "harness-0.1" / "step.toml").read_text()
    shown = harness(releases, "history", "broken.crashes")
    assert "  harness-0.1: the harness failed on the case (crash, hang or nondeterminism): no output recorded" in (
        shown.stdout
    ), shown.stdout


def test_a_release_the_harness_fails_on_whole_is_not_stored(releases: Path) -> None:
    """Every case failing is a broken environment (a framework that does not import), not a release that removed
    every output: the release fails, and nothing is stored for it."""
    (releases / "cases" / "stops.py").write_text('def first_odd():\n    """echo: crash"""\n    return 1\n')
    built = build(releases)
    assert built.returncode == 1
    assert "harness-0.1: failed: the harness failed on every case of echo: nothing stored" in built.stdout, built.stdout
    assert not (releases / "history" / "echo").exists()


def test_a_release_whose_every_case_ends_with_one_error_is_not_stored(releases: Path) -> None:
    """Every case rejected in the same words is no release's result but a broken harness's or environment's: the
    build of that release fails, quoting the error, and stores nothing."""
    rejected = 'def {0}(n: int) -> int:\n    """echo: reject"""\n    return n\n'
    (releases / "cases" / "stops.py").write_text(rejected.format("first_odd") + "\n\n" + rejected.format("second"))
    built = build(releases, "harness-0.1")
    assert built.returncode == 1, built.stdout
    assert (
        "harness-0.1: failed: every case of echo ends with one and the same error, the harness's or the"
        " environment's, not harness-0.1's: step: echo / ValueError: echo rejects this case, as its docstring asks;"
        " nothing stored"
    ) in built.stdout, built.stdout
    assert not (releases / "history" / "echo" / "harness-0.1").exists()


def test_a_stored_result_of_the_harness_fails_the_check(built: Path) -> None:
    assert harness(built, "history", "--check").returncode == 0
    stored = built / "history" / "echo" / "harness-0.1" / "stops" / "first_odd" / "ast.txt"
    stored.write_text("Module(body=[])\nwrap(case)(first_odd)\n")
    checked = harness(built, "history", "--check")
    assert checked.returncode == 1
    assert (
        "history/echo/harness-0.1: stops/first_odd/ast.txt:2: the harness's @case marker, applied inside a"
        " converted program: (case)"
    ) in checked.stderr, checked.stderr


def test_a_second_build_sharing_the_work_folder_is_refused(releases: Path) -> None:
    """A run holds ``.history-build/.lock``; another run with the same work folder stops before it converts or
    stores anything, naming the folder and the holder's process."""
    import fcntl

    work = releases / ".history-build"
    work.mkdir()
    with open(work / ".lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        held.write("4242\n")
        held.flush()
        refused = build(releases)
    assert refused.returncode == 2, refused.stdout + refused.stderr
    assert "another run (pid 4242) is building in " in refused.stderr, refused.stderr
    assert str(work) in refused.stderr and "another --work folder" in refused.stderr
    assert not (releases / "history" / "echo").exists() and refused.stdout == ""
    after = build(releases)  # the lock ends with its run
    assert after.returncode == 0, after.stdout + after.stderr


def test_a_step_recording_as_failed_a_case_it_holds_fails_the_check(built: Path) -> None:
    """What two builds sharing a work folder stored: one run's outputs, the other's failures."""
    step = built / "history" / "echo" / "harness-0.1" / "step.toml"
    step.write_text(step.read_text().replace("failed = []", 'failed = [\n    "stops.first_odd",\n]'))
    checked = harness(built, "history", "--check")
    assert checked.returncode == 1, checked.stdout + checked.stderr
    assert (
        "history/echo/harness-0.1: records stops.first_odd as failed in the harness, yet holds its outputs"
    ) in checked.stderr, checked.stderr


def test_a_case_with_no_history_is_said_and_only_a_misspelt_name_gets_a_suggestion(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.__main__ import main

    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "stops.py").write_text(CASE)
    monkeypatch.chdir(tmp_path)
    assert main(["history", "--bisect", "stops.first_odd"]) == 1
    assert capsys.readouterr().out == "no release history for stops.first_odd (history --build stores one)\n"
    assert main(["history", "--bisect", "stops.first_od"]) == 1
    assert capsys.readouterr().out.endswith("did you mean stops.first_odd?\n")
    assert main(["history", "stops.first_odd", "--html", "nowhere/page.html"]) == 2
    assert f"history: --html nowhere/page.html: there is no folder {tmp_path / 'nowhere'}" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [["stops.first_odd", "--bisect", "--converter", "nosuch"], ["--converter", "nosuch"], ["nosuch::stops::first_odd"]],
    ids=["bisect", "converter", "in-the-case-name"],
)
def test_an_unknown_converter_is_a_usage_error_naming_it_and_the_known_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    """A misspelt converter is no case without a history: it fails at once, naming it and the converters known."""
    from harness.__main__ import main

    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "stops.py").write_text(CASE)
    monkeypatch.chdir(tmp_path)
    assert main(["history", *args]) == 2
    said = capsys.readouterr()
    assert said.err.startswith("history: unknown converter 'nosuch'; known: autograph, ") and not said.out, said


def test_stale_converts_only_the_cases_a_step_does_not_compare_and_stores_what_a_rebuild_does(
    releases: Path, tmp_path: Path
) -> None:
    """A case added after the history was built, its outputs in the full baselines: ``--stale`` converts that case
    alone in each stored release, keeps every other case's stored outputs, and stores the steps a whole ``--rebuild``
    stores, byte for byte; the chain then compares every case."""
    assert build(releases).returncode == 0
    with (releases / "cases" / "stops.py").open("a") as stream:
        stream.write("\n\ndef later(n: int) -> int:\n    return n * 2\n")
    fresh = releases / "fresh"
    update = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update", "-o", f"harness_snapshots={fresh}"],
        cwd=releases, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert update.returncode == 0, update.stdout
    for release in ("harness-0.0", "harness-0.2"):
        shutil.copytree(
            fresh / "echo" / "harness-0.1" / "stops" / "later", releases / f"snapshots/echo/{release}/stops/later"
        )
    shutil.rmtree(fresh)
    before = harness(releases, "history", "--check")
    assert "  harness-0.1: 1 cases added or changed since it was built, not compared: stops.later" in before.stdout
    other = tmp_path / "whole"
    shutil.copytree(releases, other, ignore=shutil.ignore_patterns(".history-build"))

    stale = harness(releases, "history", "--build", "--stale", "--python", sys.executable)
    assert stale.returncode == 0, stale.stdout + stale.stderr
    lines = stale.stdout.splitlines()
    assert "harness-0.1: echo: 1 cases not compared, to convert again" in lines, lines
    assert any(fnmatch.fnmatchcase(line, "harness-0.1: converted 1 in * s: *") for line in lines), lines
    assert "harness-0.2: stored echo: 1 outputs changed or added, 0 removed (against harness-0.1)" in lines, lines
    checked = harness(releases, "history", "--check")
    assert checked.returncode == 0 and checked.stdout == "echo: 0 problems; reproduced harness-0.2 byte for byte\n", (
        checked.stdout + checked.stderr
    )
    again = harness(releases, "history", "--build", "--stale", "--python", sys.executable)
    assert again.returncode == 0 and "converting" not in again.stdout, again.stdout

    whole = harness(other, "history", "--build", "--rebuild", "--python", sys.executable)
    assert whole.returncode == 0, whole.stdout + whole.stderr
    assert any(fnmatch.fnmatchcase(line, "harness-0.1: converted 2 in * s: *") for line in whole.stdout.splitlines())
    ours = sorted(p.relative_to(releases) for p in (releases / "history").rglob("*"))
    assert ours == sorted(p.relative_to(other) for p in (other / "history").rglob("*"))
    for path in ours:
        assert (releases / path).is_dir() or (releases / path).read_bytes() == (other / path).read_bytes(), path
