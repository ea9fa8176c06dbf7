"""``python -m harness init``: set the harness up in a repository of its own (settings, ``.gitignore`` lines, a cases
folder, a CI workflow), editing nothing twice."""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from harness.converter import Converter
from harness.corpus.workspace import Workspace
from harness.project import KEEPS, Project, config_file, distribution_name, repository_root, toml_table
from harness.tools.options import add_project
from harness.tools.requirements import harness_requirement

PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"  # the Python init writes the workflow's row for
KEY = ("tool", "pytest", "ini_options")  # the table a new configuration goes in (pytest 8 reads it, as 9 does)
PROBE = "harness_init_probe"
SETTINGS = {"harness_cases": '"cases"', "harness_snapshots": '"snapshots"', "harness_keep": '"both"'}  # TOML values


def settings(keep: str = "both", converters: Iterable[str] = (), preload: Iterable[str] = ()) -> dict[str, str]:
    """The settings init adds, as TOML values: the folders, what each case keeps, and the converters and the
    libraries each fork server imports once, when given.

    >>> settings("report", ["mine", "other"], ["timm"])["harness_converters"]
    '["mine", "other"]'
    >>> sorted(settings())
    ['harness_cases', 'harness_keep', 'harness_snapshots']
    """
    chosen = {**SETTINGS, "harness_keep": f'"{keep}"'}
    for key, names in (("harness_converters", list(converters)), ("harness_preload", list(preload))):
        if names:
            chosen[key] = "[" + ", ".join(f'"{name}"' for name in names) + "]"
    return chosen


def ini_value(toml: str) -> str:
    """A TOML value as an ini file's pytest configuration writes it: a string bare, a list space-separated.

    >>> ini_value('"cases"'), ini_value('["a", "b"]')
    ('cases', 'a b')
    """
    value = tomllib.loads(f"v = {toml}")["v"]
    return " ".join(value) if isinstance(value, list) else str(value)


IGNORED = (
    "# dy2static snapshots: pending changes, the staging folder and the conversion cache",
    "/snapshots/**/*.new",
    "/snapshots/**/*.gone",
    ".snapshot-tmp/",
    ".pytest_cache/",
)
EXAMPLE = '''"""Cases: every public function of a file under cases/ is a case, fed to the converters its imports name."""

from harness import case


@case(inputs=[(2,)])
def add_one(x):
    return x + 1
'''
WORKFLOW = """# The snapshots of the cases under cases/, against each baseline the matrix names: the job installs the harness on
# the row's Python, then what the baseline's manifest records (the framework, its companions, the distributions the
# conversions imported: `python -m harness requirements BASELINE --install`, with the checkout itself,
# `-e .`, where the repository is a distribution), and compares; CI is set, so nothing is written,
# and a case the baseline holds that cannot run here fails, as does a row whose baseline is not the one the job
# compares with (another release or Python, or a baseline not written yet). A new release or Python is a new row.
# A difference fails with its diff, and what the run received is the job's artifact: unpack it at the repository's
# root, then `python -m harness review`.
name: dy2static snapshots

on:
  push:
  pull_request:

permissions:
  contents: read

jobs:
  snapshots:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        include:
          - {{baseline: "{baseline}", python-version: "{python}"}}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{{{ matrix.python-version }}}}
      - run: pip install "{harness}"
      - run: python -m harness requirements "${{{{ matrix.baseline }}}}" --install{checkout}
      - run: pytest cases --baseline "${{{{ matrix.baseline }}}}" --received "${{{{ runner.temp }}}}/received"
      - if: failure()
        uses: actions/upload-artifact@v4
        with:
          name: received-${{{{ matrix.baseline }}}}
          path: ${{{{ runner.temp }}}}/received
"""


UNKNOWN = "X.Y"  # the release of a framework that is not installed where init runs


def row(converters: Iterable[Converter]) -> tuple[str, str, Converter | None]:
    """The matrix row init writes, its baseline and Python, and the installed converter it is the baseline of: the
    first installed framework's release here, else, with no framework installed, the first converter's of the
    standard library (versioned by this Python), else the first framework's, of release X.Y, and None.

    >>> mine, std = Converter("mine", "fw", ("fw-cpu",), "d"), Converter("bytecode", "tokenize", (), "d")
    >>> row([mine, std])[:2] == (f"tokenize-{PYTHON}", PYTHON), row([mine])[:2] == ("fw-X.Y", PYTHON)
    (True, True)
    """
    listed = list(converters)
    pinned = [c for c in listed if c.distributions]
    found = next((c for c in pinned if c.installed_version()), None)
    found = found or next((c for c in listed if not c.distributions and c.installed_version()), None)
    if found is None:
        return f"{(pinned or listed)[0].framework}-{UNKNOWN}", PYTHON, None
    return found.baseline(str(found.installed_version())), PYTHON, found


def workflow(converters: Iterable[Converter], harness: str, checkout: bool = False) -> str:
    """A CI workflow for the project's converters: a matrix of one row (``row``), the harness installed as
    ``harness``; ``checkout``: the repository is a distribution, installed (editable) with what the manifest records.

    >>> mine = Converter("mine", "fw", ("fw-cpu",), "d")
    >>> text = workflow([mine], "dy2static-harness==0.1.0")
    >>> '- {baseline: "fw-X.Y", python-version: "' in text, 'pip install "dy2static-harness==0.1.0"' in text
    (True, True)
    >>> '--install -e .' in workflow([mine], "h", checkout=True), '--install -e .' in text
    (True, False)
    """
    baseline, python, _ = row(converters)
    return WORKFLOW.format(baseline=baseline, python=python, harness=harness, checkout=" -e ." if checkout else "")


def rows(text: str) -> list[str]:
    """The rows a workflow's matrix names, each with its Python where the row gives one.

    >>> rows('  - {baseline: "std-3.11", python-version: "3.11"}\\n  - {baseline: "std-3.12", python-version: "3.12"}\\n')
    ['std-3.11 (Python 3.11)', 'std-3.12 (Python 3.12)']
    >>> rows('        baseline: ["fw-X.Y", fw-2.15]\\n  name: received-${{ matrix.baseline }}\\n')
    ['fw-X.Y', 'fw-2.15']
    """
    found = []
    for line in text.splitlines():
        value = re.search(r"\bbaseline:\s*(\[[^\]]*\]|[^,}#]+)", line)
        if value:
            python = re.search(r"\bpython-version:\s*[\"']?([\d.]+)", line)
            for name in re.findall(r"[^\s\[\],\"']+", value[1]):
                found.append(f"{name} (Python {python[1]})" if python else name)
    return found


class CannotInit(Exception):
    """A file init would edit or write that it cannot (named in the message); nothing is written."""


@dataclass(frozen=True)
class Write:
    """One file init writes, whole: its new text, in the line ends the file had."""

    path: Path
    text: str
    existed: bool


def _read(path: Path) -> tuple[str, str]:
    """A text file init edits, and the line end it uses (``\\r\\n`` or ``\\n``); ``("", "\\n")`` when it is not there.

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "x"
    >>> _ = path.write_bytes(b"a\\r\\nb\\r\\n")
    >>> _read(path)
    ('a\\r\\nb\\r\\n', '\\r\\n')
    """
    if not path.exists() and not path.is_symlink():
        return "", "\n"
    if not path.is_file():
        raise CannotInit(f"{path} is not a file")
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CannotInit(f"{path} is not UTF-8 text ({exc})") from None
    except OSError as exc:
        raise CannotInit(f"{path} cannot be read ({exc.strerror})") from None
    return text, "\r\n" if "\r\n" in text else "\n"


def _toml(text: str, path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CannotInit(f"{path} is not TOML ({exc})") from None


def _table(data: dict[str, Any], key: tuple[str, ...] = KEY) -> Any:
    """The table at ``key`` of a parsed TOML file (``[tool.pytest.ini_options]``), or None."""
    table: Any = data
    for part in key:
        table = table.get(part) if isinstance(table, dict) else None
    return table


def header(key: tuple[str, ...]) -> str:
    """The header line that opens the table at ``key``.

    >>> header(("tool", "pytest"))
    '[tool.pytest]'
    """
    return f"[{'.'.join(key)}]"


def real_header(text: str, key: tuple[str, ...] = KEY) -> int | None:
    """The index of the line that opens the table at ``key`` (``[tool.pytest.ini_options]``) in a TOML file's text:
    a line that reads as the header and that TOML takes as it (a key written after it lands in that table), never a
    comment or a line of a multi-line string; None when no line does (the table is made some other way, or is not
    there).

    >>> real_header('# [tool.pytest.ini_options]\\n[project]\\nname = "x"\\n[tool.pytest.ini_options]  # mine\\n')
    3
    >>> real_header("x = '''\\n[tool.pytest.ini_options]\\n'''\\n"), real_header("[tool.pytest]\\nini_options = {}\\n")
    (None, None)
    >>> real_header("[tool.pytest.ini_options]\\n[tool.pytest]  # native\\nx = 1\\n", ("tool", "pytest"))
    1
    """
    opens = re.compile(
        r"[ \t]*\[[ \t]*" + r"[ \t]*\.[ \t]*".join(map(re.escape, key)) + r"[ \t]*\][ \t]*(#.*)?\r?\n?\Z"
    )
    lines = text.splitlines(keepends=True)
    for index, line in enumerate(lines):
        if not opens.match(line):
            continue
        head = "".join(lines[: index + 1])
        probe = head + ("" if head.endswith("\n") else "\n") + f"{PROBE} = 1\n" + "".join(lines[index + 1 :])
        try:
            table = _table(tomllib.loads(probe), key)
        except tomllib.TOMLDecodeError:
            continue
        if isinstance(table, dict) and PROBE in table:
            return index
    return None


def _settings(root: Path, out: TextIO, wanted: dict[str, str]) -> list[Write]:
    """The harness's settings in the project's pytest configuration, in the table its pytest reads them from: in a
    TOML file (``pyproject.toml``'s ``[tool.pytest]`` or ``[tool.pytest.ini_options]``, ``pytest.toml``'s
    ``[pytest]``), added under the table's real header, or in a new table at its end when it has none (a new
    ``[tool.pytest.ini_options]`` in ``pyproject.toml`` when no file holds the configuration); said, not edited,
    when an ini file holds it or no header of its own opens the table."""
    try:
        found = config_file(root)
    except ValueError as exc:
        raise CannotInit(str(exc)) from None
    toml = found is None or found[0].suffix == ".toml"
    path = found[0] if found and toml else root / "pyproject.toml"
    text, newline = _read(path) if toml else ("", "\n")
    data = _toml(text, path)
    table = toml_table(path, data) if found and toml else None
    key = table[0] if table else KEY
    added = {name: value for name, value in wanted.items() if name not in (found[1] if found else {})}
    missing = [f"{name} = {value if toml else ini_value(value)}" for name, value in added.items()]
    if not missing:
        return []
    lines = "".join(f"{line}{newline}" for line in missing)
    new = None
    if toml and not isinstance(_table(data, key), dict):
        separator = (newline if text and not text.endswith("\n") else "") + (newline if text else "")
        new = text + separator + header(key) + newline + lines
    elif toml and (index := real_header(text, key)) is not None:
        before = text.splitlines(keepends=True)
        head = "".join(before[: index + 1])
        new = head + ("" if head.endswith("\n") else newline) + lines + "".join(before[index + 1 :])
    if new is not None and _adds_only(data, new, added, key):
        return [Write(path, new, path.is_file())]
    out.write(f"init: add to the pytest configuration in {(found[0] if found else path).name}:\n")
    out.write("".join(f"  {line}\n" for line in missing))
    return []


def _adds_only(data: dict[str, Any], text: str, added: dict[str, str], key: tuple[str, ...] = KEY) -> bool:
    """Whether ``text`` reads as ``data`` with the ``added`` settings in the table at ``key``, and nothing else
    changed (but the tables made to hold them)."""
    try:
        after = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return False
    table = _table(after, key)
    if not isinstance(table, dict) or any(table.get(k) != tomllib.loads(f"v = {v}")["v"] for k, v in added.items()):
        return False
    for name in added:
        del table[name]
    for depth in range(len(key), 0, -1):  # the tables the edit made, empty once the settings are out
        if _table(after, key[:depth]) == {} and not isinstance(_table(data, key[:depth]), dict):
            del _table(after, key[: depth - 1])[key[depth - 1]]
    return after == data


def _lines(path: Path, lines: tuple[str, ...]) -> list[Write]:
    """Append to a file the lines it lacks (the first, a comment, with them), in its line ends."""
    text, newline = _read(path)
    missing = [line for line in lines[1:] if line not in text.splitlines()]
    if not missing:
        return []
    separator = newline if text and not text.endswith("\n") else ""
    added = "".join(f"{line}{newline}" for line in (lines[0], *missing))
    return [Write(path, text + separator + added, path.is_file())]


def _new(path: Path, text: str) -> list[Write]:
    """A file that is not there yet (nor a link of that name, which init never writes through)."""
    if path.exists() or path.is_symlink():
        return []
    return [Write(path, text, False)]


def _writable(write: Write, root: Path) -> None:
    """Refuse, before anything is written, a write that cannot be made: a symbolic link on its way that leads out of
    the repository (a ``pyproject.toml`` or ``.github`` that a clone would have init write elsewhere), a file in the
    way of a folder, a file or folder that may not be written."""
    inside, relative = root.resolve(), write.path.relative_to(root)
    for place in (root / part for part in [*reversed(relative.parents[:-1]), relative]):
        if place.is_symlink() and not place.resolve().is_relative_to(inside):
            raise CannotInit(
                f"{place.relative_to(root)} is a symbolic link to {os.readlink(place)}, outside the repository: init"
                " writes nothing through it"
            )
    for folder in reversed(write.path.relative_to(root).parents):
        place = root / folder
        if place.exists() and not place.is_dir():
            raise CannotInit(f"{place} is not a folder, and {write.path.relative_to(root)} goes in it")
    existing = write.path if write.existed else next(p for p in write.path.parents if p.exists())
    if not os.access(existing, os.W_OK):
        raise CannotInit(f"{existing} may not be written")


def _write_all(writes: list[Write]) -> None:
    """Write every file, or none: a write that fails puts back what the others wrote and raises CannotInit."""
    done: list[tuple[Write, bytes | None, list[Path]]] = []
    try:
        for write in writes:
            old = write.path.read_bytes() if write.existed else None
            made = [p for p in reversed(write.path.parents) if not p.exists()]
            done.append((write, old, made))
            write.path.parent.mkdir(parents=True, exist_ok=True)
            write.path.write_bytes(write.text.encode("utf-8"))
    except OSError as exc:
        for write, old, made in reversed(done):
            with contextlib.suppress(OSError):  # the failed write's own file may not be there
                if old is None:
                    write.path.unlink(missing_ok=True)
                else:
                    write.path.write_bytes(old)
            for folder in reversed(made):
                with contextlib.suppress(OSError):
                    folder.rmdir()
        raise CannotInit(f"{exc.filename or write.path}: {exc.strerror}") from None


def init(
    root: Path,
    project: Project,
    harness: str | None,
    active: Callable[[Iterable[str]], dict[str, Converter]],
    out: TextIO | None = None,
    err: TextIO | None = None,
    wanted: dict[str, str] | None = None,
) -> int:
    """Set the harness up in the repository at ``root``: every edit computed first, then all written or none; say
    what it wrote and what to run next (to ``out``, or the standard output of the moment). ``harness``: the
    requirement a CI runner installs the harness with; without one, no workflow is written, and init says why.
    ``active``: the converters a ``harness_converters`` names (``Registry.active``)."""
    out, err = out or sys.stdout, err or sys.stderr
    example, workflow_file = root / "cases" / "example.py", root / ".github" / "workflows" / "dy2static-snapshots.yml"
    try:
        wanted = wanted or settings()
        chosen = (
            ini_value(wanted["harness_converters"]).split() if "harness_converters" in wanted else project.converters
        )
        converters = active(chosen)
        baseline, python, found = row(converters.values())
        writes = _settings(root, out, wanted) + _lines(root / ".gitignore", IGNORED)
        if not (example.parent.exists() or example.parent.is_symlink()):
            writes += _new(example, EXAMPLE)
        if harness:
            checkout = distribution_name(root) is not None
            writes += _new(workflow_file, workflow(converters.values(), harness, checkout))
        for write in writes:
            _writable(write, root)
        _write_all(writes)
    except (CannotInit, ValueError) as exc:
        err.write(f"init: {exc}; nothing written\n")
        return 2
    if not harness and not workflow_file.exists():
        out.write(NO_WORKFLOW)
    written = [w.path for w in writes]
    if writes:
        out.write(f"init: wrote {', '.join(w.relative_to(root).as_posix() for w in written)}\n")
    else:
        out.write("init: the harness is set up already; nothing written\n")
    if workflow_file.is_file() and workflow_file not in written:
        out.write(_kept(workflow_file, root, baseline, python))
    elif workflow_file in written and found is None:
        out.write(
            "init: no framework of the converters is installed here: the workflow's matrix names X.Y; write the"
            " baseline with the framework installed, and name it there\n"
        )
    elif workflow_file in written and found and not found.distributions and len(converters) > 1:
        out.write(
            f"init: no framework is installed here: the workflow compares {found.name}'s {baseline}, of Python's"
            f" standard library, on Python {python}; plain Python functions across interpreters: init --converters"
            f" {found.name}, and a row per Python (the harness's docs/upgrades.md); a framework's converters: install it before"
            " init\n"
        )
    if not writes:
        return 0
    if wanted.get("harness_keep") == '"both"':
        out.write(
            "init: each case keeps every output and its compile report (harness_keep = both); a model library that"
            " wants a few lines per case: init --keep report, and --converters and --preload (the modules its"
            " cases use, which each fork server then imports once)\n"
        )
    out.write("init: next: pytest cases --snapshot-update writes the snapshots; commit them with the cases\n")
    return 0


def _kept(path: Path, root: Path, baseline: str, python: str) -> str:
    """What init says of a workflow it leaves as it is: what its matrix names, and the row it would write when
    that is not among them."""
    try:
        named = rows(path.read_text(encoding="utf-8", errors="replace"))
    except OSError as exc:
        named = [f"nothing init can read ({exc.strerror})"]
    said = (
        f"init: {path.relative_to(root).as_posix()} is left as it is: its matrix names {', '.join(named) or 'no row'}"
    )
    if f"{baseline} (Python {python})" in named:
        return said + "\n"
    return (
        f"{said}; here it would name {baseline} on Python {python}: add the row"
        f' - {{baseline: "{baseline}", python-version: "{python}"}}, or remove the file and run init again\n'
    )


NO_WORKFLOW = (
    "init: no CI workflow written: this harness was installed from files of this machine, which a CI runner cannot"
    ' reach; give init --harness "dy2static-harness==<release>" (PyPI), or "dy2static-harness @ <the URL of a'
    " release's wheel>\"\n"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_project(parser, help="the repository's root (default: .)")
    parser.add_argument(
        "--keep",
        choices=KEEPS,
        default="both",
        help="what each case's snapshots keep (harness_keep): every output, its compile report alone, or both",
    )
    parser.add_argument(
        "--converters", metavar="NAMES", default="", help="the converters the project runs (harness_converters)"
    )
    parser.add_argument(
        "--preload",
        metavar="MODULES",
        default="",
        help="modules the cases use, imported once in each fork server (harness_preload): where a package loads them"
        " lazily, the modules themselves: timm,transformers.models.bert.modeling_bert",
    )
    parser.add_argument(
        "--harness",
        metavar="REQUIREMENT",
        help="how the CI workflow installs the harness (pip's requirement, e.g. 'dy2static-harness==0.1.0');"
        " default: the release installed here, or the URL it was installed from, when a runner can reach it",
    )


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    """At the repository's root as git finds it, wherever in it init runs; outside one, in the folder given."""
    given = Path(args.project).resolve()
    root = repository_root(given)
    if root is None:
        root = given
        print(f"init: {root} is in no git repository: setting the harness up in it")
    elif root != given:
        print(f"init: setting the harness up at the repository's root, {root}")
    try:
        found = config_file(root)
    except ValueError as exc:
        print(f"init: {exc}; nothing written", file=sys.stderr)
        return 2
    wanted = settings(args.keep, names(args.converters), names(args.preload))
    project = Project(root, found[1] if found else {})
    return init(root, project, args.harness or harness_requirement(), workspace.registry.active, wanted=wanted)


def names(given: str) -> list[str]:
    """Names given as one argument, by commas or spaces.

    >>> names("timm, transformers"), names("")
    (['timm', 'transformers'], [])
    """
    return given.replace(",", " ").split()
