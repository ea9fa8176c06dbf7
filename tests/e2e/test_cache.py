"""An unchanged tree re-runs from the conversion cache; any change that could alter an output converts again."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from helpers import fake_distribution, snapshot_tree, write_case

pytestmark = pytest.mark.subprocess(
    "the cache key is what a new process reads: its environment and installed distributions"
)

TOPIC = '''
from cases.shared import offset
from cases._util import scale


def shifted(a: int) -> int:
    """Uses a case file and a helper."""
    return scale(a) + offset(a)
'''
SHARED = 'def offset(a: int) -> int:\n    """Also a case."""\n    return a + 1\n'
UTIL = "def scale(a: int) -> int:\n    return a * 2\n"
UNCONVERTIBLE = ("--case-timeout", "0.001")  # no real conversion finishes in time


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess(*args)


def from_cache(result: pytest.RunResult, converter: str) -> int:
    line = next(line for line in result.outlines if line.startswith(f"harness: {converter}: "))
    return int(line.split(" cases from the cache")[0].rsplit(" ", 1)[1])


def filled_warm(project: pytest.Pytester, passed: int) -> None:
    """Snapshots written with no cache, then a comparison whose warm workers fill it, as most runs fill it."""
    run(project, "--snapshot-update", "--no-cache").assert_outcomes(passed=passed)
    run(project).assert_outcomes(passed=passed)


@pytest.fixture
def cached(project: pytest.Pytester, converter: str) -> pytest.Pytester:
    """Snapshots written by an update, which fills the cache as it converts every case."""
    write_case(project, "topic", TOPIC)
    write_case(project, "shared", SHARED)
    (project.path / "cases" / "_util.py").write_text(UTIL, encoding="utf-8")
    (project.path / "cases" / "__init__.py").touch()
    written = run(project, "--snapshot-update")
    written.assert_outcomes(passed=2)
    assert from_cache(written, converter) == 0
    return project


def test_unchanged_tree_converts_nothing(cached: pytest.Pytester, converter: str) -> None:
    """The comparison after an update converts nothing: the update filled the cache."""
    again = run(cached, *UNCONVERTIBLE)
    again.assert_outcomes(passed=2)
    assert from_cache(again, converter) == 2


@pytest.mark.parametrize(
    ("edit", "converted"),
    [
        (lambda root: (root / "cases" / "_util.py").write_text(UTIL + "\n# edited\n"), 2),
        (lambda root: (root / "cases" / "shared.py").write_text(SHARED + "\n# edited\n"), 2),
        (lambda root: (root / "cases" / "topic.py").write_text(TOPIC + "\n# edited\n"), 1),
    ],
    ids=["helper", "imported-case-file", "case-file"],
)
def test_an_edit_converts_what_it_may_change(cached: pytest.Pytester, converter: str, edit, converted: int) -> None:
    # Not UNCONVERTIBLE: on a loaded machine the fork server may look at a child only once it has answered.
    edit(cached.path)
    result = run(cached)
    result.assert_outcomes(passed=2)
    assert from_cache(result, converter) == 2 - converted


@pytest.mark.parametrize("args", [("--no-cache",), ("--snapshot-update",)], ids=["no-cache", "update"])
def test_no_cache_and_updates_convert_everything(
    cached: pytest.Pytester, converter: str, args: tuple[str, ...]
) -> None:
    result = run(cached, *args)
    result.assert_outcomes(passed=2)
    assert from_cache(result, converter) == 0


def test_ci_never_uses_the_cache(cached: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "1")
    result = run(cached, *UNCONVERTIBLE)
    result.assert_outcomes(failed=2)
    assert from_cache(result, converter) == 0


def test_a_cached_difference_is_converted_again(cached: pytest.Pytester, converter: str) -> None:
    for entry in (cached.path / ".pytest_cache").rglob("*.json"):
        if "harness-conversions" in entry.parts:
            data = json.loads(entry.read_text())
            data["outputs"] = {name: text + "tampered\n" for name, text in data["outputs"].items()}
            entry.write_text(json.dumps(data))
    result = run(cached)
    result.assert_outcomes(passed=2)
    assert from_cache(result, converter) == 0


@pytest.mark.parametrize("name", ["ECHO_SETTING", "FLAGS_enable_pir_api"])
def test_a_variable_that_reaches_the_fork_server_converts_again(
    cached: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """echo reads ``ECHO_``; no Python code here reads Paddle's flags, but a C library of any framework may."""
    monkeypatch.setenv(name, "on")
    result = run(cached, *UNCONVERTIBLE)
    result.assert_outcomes(failed=2)
    assert from_cache(result, converter) == 0


@pytest.mark.parametrize("name", ["ECHO_PINNED", "TZ"])
def test_a_pinned_variable_keeps_the_cache(
    cached: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setenv(name, "0")
    result = run(cached, *UNCONVERTIBLE)
    result.assert_outcomes(passed=2)
    assert from_cache(result, converter) == 2


def test_the_pinned_variable_reaches_the_conversion_whatever_the_shell_sets(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``echo: environ`` writes the ``ECHO_`` variables its conversion sees; its fork server pins ``ECHO_PINNED=1``."""
    write_case(project, "seen", 'def seen(a: int) -> int:\n    """echo: environ"""\n    return a\n')
    monkeypatch.setenv("ECHO_PINNED", "0")
    monkeypatch.setenv("ECHO_SETTING", "on")
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    written = {k: v for k, v in snapshot_tree(project.path).items() if k.endswith("environ.txt")}
    assert list(written.values()) == [b"ECHO_PINNED=1\nECHO_SETTING=on\n"]
    monkeypatch.setenv("ECHO_PINNED", "2")
    run(project, "--no-cache").assert_outcomes(passed=1)  # the warm worker sees the pin too
    run(project, "--no-cache", "--fresh-children").assert_outcomes(passed=1)


OUTSIDE = '''
import importlib.util
from pathlib import Path

from mylib import value
from harness import case

_spec = importlib.util.spec_from_file_location("_loaded", Path(__file__).parent.parent / "helpers" / "loaded.py")
_loaded = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_loaded)


@case(inputs=lambda: [(1,)])
def outside(a: int) -> int:
    """Returns what a package beside the cases folder and a helper loaded by path give."""
    return value() + _loaded.twice(a)
'''


# It vendors a distribution as setuptools does (``jaraco.context`` in ``setuptools/_vendor``), on the import path only
# once it is imported: a process that never imported it cannot find that one, but finds ``thirdparty``, which ships it.
VENDORING = """\"\"\"Made by a test.\"\"\"
import os, sys
sys.path.append(os.path.join(os.path.dirname(__file__), "_vendor"))
import vendored
"""


def _thirdparty(root: Path, version: str) -> None:
    """``lib/thirdparty`` at ``version`` (the folder on ``PYTHONPATH``): an installed distribution, its code unchanged."""
    for old in (root / "lib").glob("thirdparty-*.dist-info"):
        shutil.rmtree(old)
    fake_distribution(root / "lib", "thirdparty", version)
    fake_distribution(root / "lib" / "thirdparty" / "_vendor", "vendored", "3.0")
    (root / "lib" / "thirdparty" / "__init__.py").write_text(VENDORING, encoding="utf-8")


@pytest.fixture
def outside(project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A case that imports a package beside the cases folder, a helper loaded by its path and an installed
    distribution: snapshots written, then one comparison that fills the cache."""
    (project.path / "mylib").mkdir()
    (project.path / "mylib" / "__init__.py").write_text("import thirdparty\n\n\ndef value() -> int:\n    return 1\n")
    (project.path / "helpers").mkdir()
    (project.path / "helpers" / "loaded.py").write_text("def twice(a: int) -> int:\n    return 2 * a\n")
    _thirdparty(project.path, "1.0")
    monkeypatch.setenv("PYTHONPATH", str(project.path / "lib"))
    write_case(project, "outside", OUTSIDE)
    filled_warm(project, 1)
    again = run(project, *UNCONVERTIBLE)
    again.assert_outcomes(passed=1)
    assert from_cache(again, converter) == 1
    return project


@pytest.mark.parametrize(
    "edit",
    [
        lambda root: (root / "mylib" / "__init__.py").write_text(
            "import thirdparty\n\n\ndef value() -> int:\n    return 2\n"
        ),
        lambda root: (root / "helpers" / "loaded.py").write_text("def twice(a: int) -> int:\n    return 3 * a\n"),
    ],
    ids=["package-beside-the-cases", "helper-loaded-by-path"],
)
def test_an_edited_module_outside_the_cases_folder_converts_again(
    outside: pytest.Pytester, converter: str, edit
) -> None:
    """The conversion imported it: its new result is a difference, not a pass from the cache."""
    edit(outside.path)
    result = run(outside)
    result.assert_outcomes(failed=1)
    assert from_cache(result, converter) == 0
    result.stdout.fnmatch_lines(["*behaviour.txt*"])


def test_another_version_of_an_installed_distribution_converts_again(outside: pytest.Pytester, converter: str) -> None:
    """``thirdparty`` 1.0 became 2.0, its code unchanged: its outputs may differ, so the case converts again."""
    _thirdparty(outside.path, "2.0")
    result = run(outside, *UNCONVERTIBLE)
    result.assert_outcomes(failed=1)
    assert from_cache(result, converter) == 0


READS = '''
import os
from pathlib import Path

from harness import case

TABLE = (Path(__file__).parent.parent / "data" / "table.txt").read_text()


@case(inputs=lambda: [(1,)])
def reads(a: int) -> str:
    """Returns what a data file and a variable outside every converter's prefixes hold."""
    return f"{TABLE.strip()} {os.environ.get('MY_CASE_SETTING', 'unset')} {a}"
'''


@pytest.fixture
def reading(project: pytest.Pytester, converter: str) -> pytest.Pytester:
    """A case that reads a data file beside the cases folder and a variable no converter's prefix names:
    snapshots written, then a comparison that fills the cache, then one from it."""
    (project.path / "data").mkdir()
    (project.path / "data" / "table.txt").write_text("first\n", encoding="utf-8")
    write_case(project, "reading", READS)
    filled_warm(project, 1)
    again = run(project, *UNCONVERTIBLE)
    again.assert_outcomes(passed=1)
    assert from_cache(again, converter) == 1
    return project


def test_an_edited_data_file_converts_again(reading: pytest.Pytester, converter: str) -> None:
    """The conversion opened it: the audit hook recorded it with its digest."""
    (reading.path / "data" / "table.txt").write_text("second\n", encoding="utf-8")
    result = run(reading)
    result.assert_outcomes(failed=1)
    assert from_cache(result, converter) == 0
    result.stdout.fnmatch_lines(["*second*"])


@pytest.mark.parametrize("value", ["on", None], ids=["set", "unset-again"])
def test_a_variable_the_conversion_looked_up_converts_again(
    reading: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, value: str | None
) -> None:
    """``MY_CASE_SETTING`` starts with no converter's prefix, but the conversion looked it up (unset): a value now
    may change the outputs. Unset as it was, the cache holds."""
    if value is not None:
        monkeypatch.setenv("MY_CASE_SETTING", value)
    result = run(reading, *UNCONVERTIBLE)
    if value is None:
        result.assert_outcomes(passed=1)
        assert from_cache(result, converter) == 1
    else:
        result.assert_outcomes(failed=1)
        assert from_cache(result, converter) == 0


LOADER = '''
import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("_other", Path(__file__).with_name("other.py"))
_other = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_other)


def loads(a: int) -> int:
    """Calls a case of another case file, loaded by its path."""
    return _other.other(a)
'''


def test_a_case_file_loaded_by_its_path_converts_again(project: pytest.Pytester, converter: str) -> None:
    """``loads.py`` imports nothing from ``other.py`` that its source shows; its conversion read it all the same."""
    write_case(project, "loads", LOADER)
    write_case(project, "other", "def other(a: int) -> int:\n    return a + 1\n")
    filled_warm(project, 2)
    write_case(project, "other", "def other(a: int) -> int:\n    return a + 1\n\n\n# edited\n")
    result = run(project, *UNCONVERTIBLE)
    result.assert_outcomes(failed=2)
    assert from_cache(result, converter) == 0


OWN_ENTRY = """
from harness.converter import Converter

OWN = Converter("own", "harness", ("dy2static-harness",), "own_driver")
"""
OWN_DRIVER = """
import os

import thirdparty

MODE = os.environ.get("OWN_MODE", "plain")  # read once, as the fork server imports it


def convert(target, spec):
    return {"out.txt": f"version 1 {MODE}\\n"}
"""


@pytest.fixture
def own(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A project whose converter is its own: its entry and driver beside the cases, its driver importing an installed
    distribution as it loads (what a framework's numpy or jaxlib is to a fork server); the cache filled."""
    monkeypatch.delenv("CI", raising=False)
    _thirdparty(pytester.path, "1.0")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(pytester.path), str(pytester.path / "lib")]))
    (pytester.path / "own_entry.py").write_text(OWN_ENTRY, encoding="utf-8")
    (pytester.path / "own_driver.py").write_text(OWN_DRIVER, encoding="utf-8")
    pytester.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["own_entry:OWN"]\n'
    )
    (pytester.path / "cases").mkdir()
    for name in ("one", "two"):
        write_case(pytester, name, f"def {name}(a):\n    return a\n")
    filled_warm(pytester, 2)
    again = run(pytester, *UNCONVERTIBLE)
    again.assert_outcomes(passed=2)
    assert from_cache(again, "own") == 2
    return pytester


def test_an_edited_project_driver_converts_again(own: pytest.Pytester) -> None:
    """The fork server preloaded it: its file joins every conversion's dependencies."""
    (own.path / "own_driver.py").write_text(OWN_DRIVER.replace("version 1", "version 2"), encoding="utf-8")
    result = run(own)
    result.assert_outcomes(failed=2)
    assert from_cache(result, "own") == 0


def test_another_version_of_a_preloaded_distribution_converts_again(own: pytest.Pytester) -> None:
    """``thirdparty`` is no declared distribution of the converter, but its fork server imported it: as numpy or
    jaxlib, another version may change every output."""
    _thirdparty(own.path, "2.0")
    result = run(own, *UNCONVERTIBLE)
    result.assert_outcomes(failed=2)
    assert from_cache(result, "own") == 0


def test_a_variable_the_driver_looked_up_as_it_loaded_converts_again(
    own: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``OWN_MODE`` is no converter's prefix, and no conversion looks it up: the fork server's preload did."""
    monkeypatch.setenv("OWN_MODE", "fancy")
    result = run(own, *UNCONVERTIBLE)
    result.assert_outcomes(failed=2)
    assert from_cache(result, "own") == 0


def test_the_test_runners_variables_reach_no_conversion_and_keep_the_cache(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pytest names the running test in ``PYTEST_CURRENT_TEST``, and tox the wheel it built for this run in
    ``TOX_PACKAGE``: a fork server once passed both to every conversion, and a case that looked them up (torch reads
    the whole environment) never came from the cache again."""
    write_case(
        project,
        "looks",
        """
        import os
        from harness import case

        @case(inputs=(1,))
        def runner(a: int) -> str:
            seen = [os.environ.get(name, "") for name in ("PYTEST_CURRENT_TEST", "PYTEST_XDIST_WORKER", "TOX_PACKAGE")]
            return "no test runner" if not any(seen) else " ".join(seen)
        """,
    )
    write_case(
        project, "later", "from harness import case\n\n@case(inputs=(1,))\ndef second(a: int) -> int:\n    return a\n"
    )
    monkeypatch.setenv("TOX_PACKAGE", ".tox/.tmp/package/1/harness.whl")
    run(project, "--snapshot-update", "--no-cache").assert_outcomes(passed=2)
    written = b"".join(snapshot_tree(project.path).values())
    assert b"no test runner" in written and b"(call)" not in written and b"package" not in written
    run(project).assert_outcomes(passed=2)
    monkeypatch.setenv("TOX_PACKAGE", ".tox/.tmp/package/2/harness.whl")
    again = run(project, "cases/later.py", "cases/looks.py", *UNCONVERTIBLE)
    again.assert_outcomes(passed=2)
    assert from_cache(again, converter) == 2


def _data(root: Path) -> Path:
    return root / "data"


def _sqlite(path: Path, value: str) -> None:
    import sqlite3

    with sqlite3.connect(path) as database:
        database.execute("CREATE TABLE IF NOT EXISTS t (v TEXT)")
        database.execute("DELETE FROM t")
        database.execute("INSERT INTO t VALUES (?)", (value,))
    database.close()


def _retarget(root: Path) -> None:
    (_data(root) / "link.txt").unlink()
    (_data(root) / "link.txt").symlink_to("b.txt")


def _shared(root: Path) -> Path:
    """A file in shared memory that only this project's case reads (``UNSEEN_CASE``'s ``SHARED``)."""
    return Path("/dev/shm") / f"dy2static-{hashlib.sha256(os.path.realpath(_data(root)).encode()).hexdigest()[:16]}"


def _native(root: Path, value: int) -> None:
    """Build ``data/native.so``, whose ``value()`` returns ``value``: a project's own library, as a custom op's."""
    source = root / "native.c"
    source.write_text(f"int value(void) {{ return {value}; }}\n", encoding="utf-8")
    built = _data(root) / "native.so"
    subprocess.run([os.environ.get("CC", "cc"), "-shared", "-fPIC", "-o", str(built), str(source)], check=True)


# Each blind spot of the audit hook: a case whose module reads what ``VALUE`` holds in a way the hook once missed,
# and the change that alters ``VALUE`` (a variable is set by the test, through ``environ``).
UNSEEN = {
    "retargeted-symlink": ("(DATA / 'link.txt').read_text()", _retarget, None),
    "opened-r+": (
        "open(DATA / 'table.txt', 'r+').read()",
        lambda root: (_data(root) / "table.txt").write_text("second\n"),
        None,
    ),
    "read-then-rewritten": (
        "(DATA / 'table.txt').read_text()\n(DATA / 'table.txt').write_text(VALUE)",
        lambda root: (_data(root) / "table.txt").write_text("second\n"),
        None,
    ),
    "folder-listing": ("' '.join(sorted(os.listdir(DATA)))", lambda root: (_data(root) / "new.txt").touch(), None),
    "file-size": (
        "str(os.path.getsize(DATA / 'table.txt'))",
        lambda root: (_data(root) / "table.txt").write_text("a longer line\n"),
        None,
    ),
    "environb": ("os.environb.get(b'MY_BYTES_SETTING', b'unset').decode()", None, "MY_BYTES_SETTING"),
    "iterated-environ": ("' '.join(sorted(k for k in os.environ if k.startswith('MY_ITER_')))", None, "MY_ITER_A"),
    "c-getenv": ("str(_c('getenv', ctypes.c_char_p)(b'MY_C_SETTING'))", None, "MY_C_SETTING"),
    "c-fopen": ("_c_read(DATA / 'table.txt')", lambda root: (_data(root) / "table.txt").write_text("second\n"), None),
    "ctypes-library": ("str(ctypes.CDLL(str(DATA / 'native.so')).value())", lambda root: _native(root, 2), None),
    "dev-shm": ("SHARED.read_text()", lambda root: _shared(root).write_text("second\n"), None),
    "os-access": (
        "str(os.access(DATA / 'table.txt', os.F_OK))",
        lambda root: (_data(root) / "table.txt").unlink(),
        None,
    ),
    "dir-fd": (
        "os.read(os.open('table.txt', os.O_RDONLY, dir_fd=os.open(DATA, os.O_RDONLY)), 64).decode()",
        lambda root: (_data(root) / "table.txt").write_text("second\n"),
        None,
    ),
    "readlink": ("os.readlink(DATA / 'link.txt')", _retarget, None),
    "subprocess-read": (
        "subprocess.run(['cat', str(DATA / 'table.txt')], capture_output=True, text=True, check=True).stdout",
        lambda root: (_data(root) / "table.txt").write_text("second\n"),
        None,
    ),
    "sqlite": (
        "sqlite3.connect(DATA / 'table.db').execute('SELECT v FROM t').fetchone()[0]",
        lambda root: _sqlite(_data(root) / "table.db", "second"),
        None,
    ),
}
UNSEEN_CASE = """
import ctypes
import hashlib
import os
import sqlite3
import subprocess
from pathlib import Path

from harness import case

DATA = Path(__file__).parent.parent / "data"
SHARED = Path("/dev/shm") / f"dy2static-{{hashlib.sha256(os.path.realpath(DATA).encode()).hexdigest()[:16]}}"


def _c(name, returns):
    \"\"\"The C library's function ``name``, returning ``returns``.\"\"\"
    function = getattr(ctypes.CDLL(None), name)
    function.restype = returns
    return function


def _c_read(path):
    \"\"\"What a C ``fopen`` and ``fread`` read of a file.\"\"\"
    handle = ctypes.c_void_p(_c("fopen", ctypes.c_void_p)(bytes(path), b"r"))
    buffer = ctypes.create_string_buffer(64)
    _c("fread", ctypes.c_size_t)(buffer, 1, 63, handle)
    _c("fclose", ctypes.c_int)(handle)
    return buffer.value.decode()


VALUE = {read}


@case(inputs=lambda: [(1,)])
def unseen(a: int) -> str:
    \"\"\"Returns what the module read.\"\"\"
    return f"{{VALUE.strip()}} {{a}}"
"""


@pytest.mark.parametrize("blind_spot", UNSEEN)
def test_what_the_audit_hook_cannot_key_never_passes_stale(
    project: pytest.Pytester,
    converter: str,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
    blind_spot: str,
) -> None:
    """A conversion that read what no key captures (a link's target, a file it also wrote, a listing, a size, the
    environment in bulk or from C, a subprocess's or SQLite's reads, a file in shared memory, an access test, a file
    opened relative to a folder's descriptor, a link read, what C code of the project's own reads) is converted
    again, never served stale: its change is a difference, as with ``--no-cache``."""
    read, change, variable = UNSEEN[blind_spot]
    data = _data(project.path)
    data.mkdir()
    (data / "table.txt").write_text("first\n", encoding="utf-8")
    (data / "a.txt").write_text("first\n", encoding="utf-8")
    (data / "b.txt").write_text("second\n", encoding="utf-8")
    (data / "link.txt").symlink_to("a.txt")
    _sqlite(data / "table.db", "first")
    if blind_spot == "dev-shm":
        _shared(project.path).write_text("first\n", encoding="utf-8")
        request.addfinalizer(lambda: _shared(project.path).unlink(missing_ok=True))
    if blind_spot == "ctypes-library":
        _native(project.path, 1)
    if variable:
        monkeypatch.delenv(variable, raising=False)
    write_case(project, "unseen", UNSEEN_CASE.format(read=read))
    filled_warm(project, 1)
    if change:
        change(project.path)
    if variable:
        monkeypatch.setenv(variable, "on")
    result = run(project)
    result.assert_outcomes(failed=1)
    assert from_cache(result, converter) == 0


KEYABLE = """
import os
import subprocess
import tempfile
from pathlib import Path

import thirdparty
from harness import case

with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as _scratch:
    _scratch.write("made here\\n")
STEPS = [
    Path(_scratch.name).read_text().strip(),
    str(os.path.getsize(_scratch.name)),
    str(len(os.listdir(tempfile.gettempdir()))),
    str(os.path.isdir(tempfile.gettempdir())),
    thirdparty.probe(),
]
os.makedirs(Path(__file__).parent, exist_ok=True)  # a folder that is there: nothing written


@case(inputs=lambda: [(1,)])
def keyable(a: int) -> str:
    \"\"\"Writes, lists and stats in its own folder, and makes a folder that is there; an installed distribution
    starts a process for itself.\"\"\"
    return f"{' '.join(STEPS)} {a}"
"""


def test_what_a_conversion_does_in_its_own_folder_or_a_distribution_does_for_itself_keeps_the_cache(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Refusing is for what the project's own code does outside the conversion's folder: a file written, listed and
    stat'ed in it (its temporary files), and a process an installed distribution starts (a framework asking for the
    CPU it runs on), are no input of the next run; nor is ``os.makedirs`` of a folder that is there."""
    probe = "import subprocess\n\n\ndef probe():\n    return subprocess.run(['true'], check=True) and 'probed'\n"
    fake_distribution(project.path / "lib", "thirdparty", "1.0", probe)
    monkeypatch.setenv("PYTHONPATH", str(project.path / "lib"))
    write_case(project, "keyable", KEYABLE)
    filled_warm(project, 1)
    again = run(project, *UNCONVERTIBLE)
    again.assert_outcomes(passed=1)
    assert from_cache(again, converter) == 1


def test_what_a_preload_looks_up_in_the_runs_own_folder_is_no_dependency(
    project: pytest.Pytester, converter: str
) -> None:
    """A fork server runs in its run's own folder, made anew under another name by every run: as torch is preloaded,
    ``inspect.getmodule`` finds the real path of ``torch.classes``, whose ``__file__`` is ``_classes.py``, and so
    stats that folder. What it stat'ed there is no dependency: the next run passes its cases from the cache."""
    (project.path / "lookup").mkdir()
    (project.path / "lookup" / "__init__.py").write_text(
        'import os\n\nFOUND = os.path.realpath(os.path.abspath("_classes.py"))\n'
    )
    pyproject = project.path / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().rstrip("\n") + '\nharness_preload = ["lookup"]\n')
    write_case(project, "plain", "def plain(a: int) -> int:\n    return a\n")
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    again = run(project)
    again.assert_outcomes(passed=1)
    assert from_cache(again, converter) == 1


@pytest.mark.real_framework
def test_a_second_comparison_comes_from_the_cache(project: pytest.Pytester, converter: str) -> None:
    """With a real framework's fork server, which imports the framework in its run's own folder (torch looked
    ``_classes.py`` and ``_ops.py`` up there, so no torch case ever came from the cache), a second comparison of an
    unchanged tree converts nothing."""
    write_case(
        project, "topic", "from harness import case\n\n\n@case(inputs=[(2,)])\ndef plain(a):\n    return a + 1\n"
    )
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    for passed in (run(project), run(project)):
        passed.assert_outcomes(passed=1)
        assert from_cache(passed, converter) == 1, passed.stdout.str()
