"""The converter registry: built-in converters, those an installed package registers, and a project's choice."""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import harness
from harness.__main__ import COMMANDS
from harness.convert.registry import built_in_converters, converter_at
from harness.converter import EntryError
from helpers import REGISTRY

pytestmark = pytest.mark.subprocess(
    "converters installed through PYTHONPATH and entry points, which a new interpreter reads"
)

ENTRY = """
from harness.converter import Converter

CONVERTER = Converter("mine", "harness", ("dy2static-harness",), "harness.testing.echo.driver", title="Mine")
"""


def test_an_installed_package_registers_a_converter_through_its_entry_point(tmp_path: Path) -> None:
    (tmp_path / "my_harness_entry.py").write_text(ENTRY, encoding="utf-8")
    info = tmp_path / "my_converter-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: my-converter\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[dy2static_harness.converters]\nmine = my_harness_entry:CONVERTER\n", encoding="utf-8"
    )
    listed = subprocess.run(
        [sys.executable, "-c", "from harness.convert.registry import load; print(' '.join(load().converters))"],
        env={"PYTHONPATH": str(tmp_path), "PATH": ""},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert listed.stdout.split() == [c.name for c in built_in_converters()] + ["mine"]


def test_a_project_picks_converters_by_name_or_reference() -> None:
    assert list(REGISTRY.active(["torchscript", "harness.testing.echo:ECHO"])) == ["torchscript", "echo"]
    assert converter_at("harness.testing.echo:ECHO").driver == "harness.testing.echo.driver"
    with pytest.raises(EntryError, match=r"is a str, not a harness\.converter\.Converter"):
        REGISTRY.active(["harness.convert.registry:ENTRY_POINT_GROUP"])


def project_registering(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, module: str, source: str, converters: str
) -> None:
    """A project with an empty cases folder whose ``harness_converters`` (a TOML list) names ``module``'s converter."""
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join([str(pytester.path), *filter(None, [os.environ.get("PYTHONPATH")])])
    )
    (pytester.path / f"{module}.py").write_text(source, encoding="utf-8")
    pytester.makepyprojecttoml(f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = {converters}\n')
    (pytester.path / "cases").mkdir()


FUTURE = """
from harness.converter import Converter

FUTURE = Converter("future", "harness", ("dy2static-harness",), "harness.testing.echo.driver",
                   minimum=((99, 0), "it needs the harness 99"))
"""


def test_a_converter_the_installed_version_cannot_run_is_reported_once_not_failed(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(
        pytester, monkeypatch, "future_entry", FUTURE, '["harness.testing.echo:ECHO", "future_entry:FUTURE"]'
    )
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n\n\ndef two(x):\n    return x\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-rs")
    result.assert_outcomes(passed=2)
    why = f"harness {importlib.metadata.version('dy2static-harness')} is older than 99.0: it needs the harness 99"
    result.stdout.fnmatch_lines([f"not run here, their cases not collected: future (unsupported: {why})"])
    result.stdout.fnmatch_lines([f"harness: future: not run here, unsupported: {why}: 2 cases not collected"])
    assert result.stdout.str().count(why) == 2 and "SKIPPED" not in result.stdout.str()
    assert not (pytester.path / "snapshots" / "future").exists()
    selected = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-k", "one")
    selected.assert_outcomes(passed=1, deselected=1)
    selected.stdout.fnmatch_lines([f"not run here, their cases not collected: future (unsupported: {why})"])
    assert selected.stdout.str().count(why) == 1  # a filtered run counts no case it left: the header said it


OWN = """
from harness.converter import Converter

OWN = Converter("own", "harness", ("dy2static-harness",), "harness.testing.echo.driver", imports=("marker_lib",),
                own_files=True)
"""


def test_a_converter_of_its_own_files_that_takes_none_says_which_it_takes(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "own_entry", OWN, '["harness.testing.echo:ECHO", "own_entry:OWN"]')
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n\n\ndef two(x):\n    return x\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(
        ["harness: own: 0 cases (it takes only the case files that import marker_lib: none here does): *"]
    )
    result.stdout.fnmatch_lines(["harness: echo: 2 cases: *"])


def test_a_converter_of_its_own_files_alone_that_takes_none_says_so_and_passes(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "own_entry", OWN, '["own_entry:OWN"]')
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n")
    compared = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    compared.stdout.fnmatch_lines(
        [
            "own: harness *, no baseline yet (snapshots/own/* is written by --snapshot-update from the case files"
            " that import marker_lib)"
        ]
    )
    updated = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    for result in (compared, updated):
        assert result.ret == pytest.ExitCode.OK, result.stdout.str()
        result.stdout.fnmatch_lines(
            ["harness: own: 0 cases (it takes only the case files that import marker_lib: none here does): *"]
        )
    assert not (pytester.path / "snapshots").exists()


GHOST = """
from harness.converter import Converter

GHOST = Converter("ghost", "no_such_framework_here", ("no-such-framework-here",), "harness.testing.echo.driver")
"""


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_converter_whose_framework_is_not_installed_has_no_items_and_keeps_its_snapshots(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    project_registering(
        pytester, monkeypatch, "ghost_entry", GHOST, '["harness.testing.echo:ECHO", "ghost_entry:GHOST"]'
    )
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n\n\ndef two(x):\n    return x\n")
    ghost = pytester.path / "snapshots" / "ghost" / "no_such_framework_here-1.0" / "topic"
    for case in ("one", "gone"):  # a case of the file, and one the file no longer has
        (ghost / case).mkdir(parents=True)
        (ghost / case / "out.txt").write_text("written where the framework is installed\n")
    kept = {p: p.read_bytes() for p in sorted(ghost.rglob("*.txt"))}
    why = "no_such_framework_here is not installed"

    updated = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", *workers)
    updated.assert_outcomes(passed=2)
    assert updated.ret == 0 and "SKIPPED" not in updated.stdout.str() and "skipped" not in updated.stdout.str()
    updated.stdout.fnmatch_lines([f"not run here, their cases not collected: ghost ({why})"])
    updated.stdout.fnmatch_lines([f"harness: ghost: not run here, {why}: 2 cases not collected"])
    assert {p: p.read_bytes() for p in sorted(ghost.rglob("*.txt"))} == kept, (
        "an update never deletes what it did not run"
    )

    monkeypatch.setenv("CI", "true")
    compared = pytester.runpytest_subprocess("-p", "no:cacheprovider", *workers)
    compared.assert_outcomes(passed=2, failed=1)  # the stale folder fails in CI, as any converter's does
    compared.stdout.fnmatch_lines(["*snapshots/ghost/no_such_framework_here-1.0/topic/gone"])
    assert "ghost/no_such_framework_here-1.0/topic/one" not in compared.stdout.str(), "a case that exists is not stale"
    assert {p: p.read_bytes() for p in sorted(ghost.rglob("*.txt"))} == kept


def test_a_run_whose_cases_all_belong_to_converters_not_run_here_passes(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "ghost_entry", GHOST, '["ghost_entry:GHOST"]')
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(
        ["harness: ghost: not run here, no_such_framework_here is not installed: 1 case not collected"]
    )
    assert "no case file was collected" not in result.stdout.str()


AUDIO = """
from harness.converter import Converter

AUDIO = Converter("audio", "harness", ("dy2static-harness",), "harness.testing.echo.driver", companions=("missing_audio_lib",))
"""


def test_the_cases_of_a_file_importing_a_missing_companion_are_skipped_with_its_name(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "audio_entry", AUDIO, '["audio_entry:AUDIO"]')
    (pytester.path / "cases" / "topic.py").write_text("def plain(x):\n    return x\n")
    (pytester.path / "cases" / "sound.py").write_text(
        "import missing_audio_lib\n\n\ndef one(x):\n    return missing_audio_lib.f(x)\n\n\ndef two(x):\n    return x\n"
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-rs")
    result.assert_outcomes(passed=1, skipped=2)
    result.stdout.fnmatch_lines(["SKIPPED [[]2[]] cases/sound.py: missing_audio_lib is not installed"])
    assert sorted(p.name for p in (pytester.path / "snapshots" / "audio").glob("*/*")) == ["manifest.toml", "topic"]
    shown = subprocess.run(
        [sys.executable, "-m", "harness", "show", "sound.two"],
        cwd=pytester.path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert shown.returncode == 1, shown.stderr
    assert "cases/sound.py imports missing_audio_lib, which is not installed here: no audio conversion" in shown.stdout
    assert "Traceback" not in shown.stdout + shown.stderr


BYTECODE = """
import dis

from harness.converter import Converter

BYTECODE = Converter("bytecode", "dis", (), "bytecode_entry")


def convert(target, spec):
    return {"opcodes.txt": "".join(f"{i.opname}\\n" for i in dis.get_instructions(target))}
"""


def test_a_converter_of_the_standard_library_names_no_distribution_and_is_versioned_by_python(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "bytecode_entry", BYTECODE, '["bytecode_entry:BYTECODE"]')
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(passed=1)
    python = "{}.{}".format(*sys.version_info[:2])
    opcodes = pytester.path / "snapshots" / "bytecode" / f"dis-{python}" / "topic" / "one" / "opcodes.txt"
    assert "RETURN_VALUE" in opcodes.read_text(encoding="utf-8")
    pytester.runpytest_subprocess("-p", "no:cacheprovider").assert_outcomes(passed=1)


MISSPELT = """
from harness.converter import Converter

MISSPELT = Converter("misspelt", "harness", ("dy2static-harness",), "harness.testing.echo.driver",
                     views="harness.testing.echo.views:VEIWS")
"""


def test_a_misspelled_reference_in_a_projects_converter_fails_at_load_before_any_case_runs(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "misspelt_entry", MISSPELT, '["misspelt_entry:MISSPELT"]')
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str()
    result.stderr.fnmatch_lines(
        [
            "*harness_converters: converter 'misspelt' (misspelt_entry:MISSPELT): views ="
            " 'harness.testing.echo.views:VEIWS': module harness.testing.echo.views has no attribute 'VEIWS'"
        ]
    )
    assert "Traceback" not in result.stderr.str() and not (pytester.path / "snapshots").exists()
    assert not (pytester.path / "cases" / "topic.imported").exists(), "a case ran"
    shown = subprocess.run(
        [sys.executable, "-m", "harness", "show", "topic.one"], cwd=pytester.path, capture_output=True, text=True
    )
    assert shown.returncode == 2, shown
    assert shown.stderr.startswith("show: harness_converters: converter 'misspelt' (misspelt_entry:MISSPELT): views =")
    assert "Traceback" not in shown.stderr, shown.stderr


LACKING = """
from harness.converter import Converter

LACKING = Converter("lacking", "harness", ("dy2static-harness",), "lacking_entry")


def conver(target, spec):  # misspelt: the module has no convert
    return {"never.txt": "written\\n"}
"""


# A case file that leaves a mark when it is imported: a conversion started.
MARKING = """
from pathlib import Path

Path(__file__).with_suffix(".imported").write_text("a child imported the case file\\n")


def one(x):
    return x


def two(x):
    return -x
"""


def test_a_driver_without_convert_fails_at_load_naming_the_entry_and_the_field(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its source is read at load, not imported (a driver may import its framework): a usage error before any case,
    where each case once failed on its own."""
    project_registering(pytester, monkeypatch, "lacking_entry", LACKING, '["lacking_entry:LACKING"]')
    (pytester.path / "cases" / "topic.py").write_text(MARKING)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str()
    said = (
        "harness_converters: converter 'lacking' (lacking_entry:LACKING): driver = 'lacking_entry': defines no"
        " convert(target, spec), which every converter's driver defines"
    )
    result.stderr.fnmatch_lines([f"*{said}"])
    assert "Traceback" not in result.stderr.str() and not (pytester.path / "snapshots").exists()
    assert not (pytester.path / "cases" / "topic.imported").exists(), "a case ran"
    shown = subprocess.run(
        [sys.executable, "-m", "harness", "show", "topic.one"], cwd=pytester.path, capture_output=True, text=True
    )
    assert (shown.returncode, shown.stderr) == (2, f"show: {said}\n"), shown


# A built-in folder, as a contributor would add one to a copy of the harness: each entry breaks the contract in one
# field. The copy comes first on the path, so that pytest's plugin and every command load it.
BROKEN_BUILT_IN = {
    "misspelt": (
        'from harness.converter import Converter\n\nENTRY = Converter("misspelt", "harness", ("dy2static-harness",),'
        ' "harness.testing.echo.driver", views="harness.testing.echo.views:VEIWS")\n',
        "converter 'misspelt' (harness.convert.misspelt.entry:ENTRY): views = 'harness.testing.echo.views:VEIWS':"
        " module harness.testing.echo.views has no attribute 'VEIWS'",
    ),
    "lacking": (
        'from harness.converter import Converter\n\nENTRY = Converter("lacking", "harness", ("dy2static-harness",),'
        ' "harness.convert.lacking.driver")\n',
        "converter 'lacking' (harness.convert.lacking.entry:ENTRY): driver = 'harness.convert.lacking.driver':"
        " defines no convert(target, spec), which every converter's driver defines",
    ),
}
# Each command with the arguments it needs to start: the entry fails it before it reads them.
STARTS = {
    "show": ["topic.one"],
    "coverage": ["echo"],
    "report": ["echo/harness-1.0"],
    "release": ["harness", "99.0"],
    "explore": ["--out", "site"],
}


@pytest.mark.parametrize("folder", sorted(BROKEN_BUILT_IN))
def test_a_broken_built_in_entry_is_a_usage_error_for_pytest_and_every_command(
    folder: str, pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    source, said = BROKEN_BUILT_IN[folder]
    copy = pytester.path / "copy"
    shutil.copytree(Path(harness.__file__).parent, copy / "harness", ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "harness" / "convert" / folder).mkdir()
    (copy / "harness" / "convert" / folder / "__init__.py").write_text("", encoding="utf-8")
    (copy / "harness" / "convert" / folder / "entry.py").write_text(source, encoding="utf-8")
    (copy / "harness" / "convert" / folder / "driver.py").write_text("def conver(target, spec):\n    return {}\n")
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv("PYTHONPATH", str(copy))
    pytester.makepyprojecttoml('[tool.pytest.ini_options]\ntestpaths = ["cases"]\n')
    (pytester.path / "cases").mkdir()
    (pytester.path / "cases" / "topic.py").write_text("def one(x):\n    return x\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str() + result.stderr.str()
    result.stderr.fnmatch_lines([f"ERROR: {said}"])
    assert "Traceback" not in result.stderr.str() and not (pytester.path / "snapshots").exists()

    def project_files() -> list[Path]:  # the harness's copy gains bytecode as commands import it, and no more
        return sorted(path for path in pytester.path.rglob("*") if copy not in path.parents)

    before = project_files()
    for command in COMMANDS:
        done = subprocess.run(
            [sys.executable, "-m", "harness", command, *STARTS.get(command, [])],
            cwd=pytester.path,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert (done.returncode, done.stderr) == (2, f"{command}: {said}\n"), (command, done)
    assert project_files() == before, "a command ran"


MISSHAPEN = """
from harness.converter import Converter

MISSHAPEN = Converter("misshapen", "harness", ("dy2static-harness",), "misshapen_entry")


def convert(target, spec):
    return {"never.txt": "written\\n"}


def warm_up(framework):  # the harness calls warm_up()
    pass
"""


def test_a_driver_whose_warm_up_takes_an_argument_fails_every_case_naming_entry_and_hook(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "misshapen_entry", MISSHAPEN, '["misshapen_entry:MISSHAPEN"]')
    (pytester.path / "cases" / "topic.py").write_text(MARKING)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(failed=2)
    said = "converter 'misshapen' (misshapen_entry:MISSHAPEN): driver = 'misshapen_entry': its warm_up takes (framework), not ()"
    result.stdout.fnmatch_lines([f"*misshapen::topic::one: {said}*", f"*misshapen::topic::two: {said}*"])
    assert not (pytester.path / "cases" / "topic.imported").exists(), "a case ran"


WARMED = """
import os
from pathlib import Path

from harness.converter import Converter

WARMED = Converter("warmed", "harness", ("dy2static-harness",), "warmed_entry")
STATE = {"warm": "cold"}


def warm_up():
    STATE["warm"] = f"warmed by {os.getpid()}"
    with open(Path(__file__).with_name("warm-ups.log"), "a") as log:
        log.write(f"{os.getpid()}\\n")


def convert(target, spec):
    return {"state.txt": STATE["warm"].split(" by ")[0] + f", {os.getpid() != int(STATE['warm'].split(' by ')[1])}\\n"}
"""


def test_a_drivers_warm_up_runs_once_in_its_fork_server_before_any_child(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_registering(pytester, monkeypatch, "warmed_entry", WARMED, '["warmed_entry:WARMED"]')
    (pytester.path / "cases" / "topic.py").write_text(
        "".join(f"def case_{n}(x):\n    return x\n\n\n" for n in range(6))
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(passed=6)
    states = [p.read_text() for p in (pytester.path / "snapshots" / "warmed").rglob("state.txt")]
    assert states == ["warmed, True\n"] * 6  # each child sees its server's warm-up, and is not the server
    servers = (pytester.path / "warm-ups.log").read_text().split()
    assert len(set(servers)) == len(servers) < 6  # once per fork server, never per child
