"""``python -m harness init``: set the harness up in a repository of its own (settings, ``.gitignore`` lines, a cases
folder, a CI workflow), editing nothing twice."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from harness.converter import Converter
from harness.project import Project, config_file
from harness.registry import active
from harness.tools.options import add_project

TABLE = "[tool.pytest.ini_options]"
SETTINGS = {"harness_cases": '"cases"', "harness_snapshots": '"snapshots"', "harness_keep": '"both"'}
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
WORKFLOW = """# The compile reports of the cases under cases/, with each {framework} release the matrix names: a run compares
# and writes no golden file (CI is set); a difference fails with its diff, and what the run received is the job's
# artifact: unpack it at the repository's root, then `python -m harness review`. Add a release, a candidate or a
# nightly to the matrix (its index in pip's --index-url) to see what it changes before it ships.
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
        release: [{releases}]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.11"
      - run: pip install "${{{{ matrix.release }}}}"{index}
      - run: pip install dy2static-harness -e .
      - run: pytest cases --received "${{{{ runner.temp }}}}/received"
      - if: failure()
        uses: actions/upload-artifact@v4
        with:
          name: received-${{{{ matrix.release }}}}
          path: ${{{{ runner.temp }}}}/received
"""


def workflow(converters: Iterable[Converter]) -> str:
    """A CI workflow for the project's converters: a matrix of the first installed framework's release here (or its
    newest, when none is installed), installed from where its entry says its wheels are.

    >>> mine = Converter("mine", "fw", ("fw-cpu",), "d", wheels="https://example.org/cpu")
    >>> text = workflow([mine])
    >>> 'release: ["fw-cpu"]' in text, 'pip install "${{ matrix.release }}" --index-url https://example.org/cpu' in text
    (True, True)
    """
    listed = list(converters)
    chosen = next((c for c in listed if c.installed_version()), listed[0])
    version = chosen.installed_version()
    release = f"{chosen.distributions[0]}=={version}" if version else chosen.distributions[0]
    index = f" --index-url {chosen.wheels}" if chosen.wheels else ""
    return WORKFLOW.format(framework=chosen.framework, releases=f'"{release}"', index=index)


def _settings(root: Path, out: TextIO) -> list[str]:
    """The harness's settings in the project's pytest configuration: added to ``pyproject.toml`` when it holds the
    configuration or no file does; said, not edited, when another file holds it."""
    found = config_file(root)
    path = root / "pyproject.toml"
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    if found is not None and (found[0].name != "pyproject.toml" or TABLE + "\n" not in text):
        toml = found[0].name == "pyproject.toml"
        missing = [f"{k} = {v if toml else v.strip(chr(34))}" for k, v in SETTINGS.items() if k not in found[1]]
        if missing:
            out.write(f"init: add to the pytest configuration in {found[0].name}:\n")
            out.write("".join(f"  {line}\n" for line in missing))
        return []
    missing = [f"{key} = {value}" for key, value in SETTINGS.items() if key not in (found[1] if found else {})]
    if not missing:
        return []
    lines = "".join(f"{line}\n" for line in missing)
    if found is not None:
        head, _, rest = text.partition(TABLE + "\n")
        text = head + TABLE + "\n" + lines + rest
    else:
        text += ("\n" if text else "") + TABLE + "\n" + lines
    path.write_text(text, encoding="utf-8")
    return ["pyproject.toml"]


def _lines(path: Path, lines: tuple[str, ...]) -> list[str]:
    """Append to a file the lines it lacks (the first, a comment, with them)."""
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    missing = [line for line in lines[1:] if line not in text.splitlines()]
    if not missing:
        return []
    separator = "\n" if text and not text.endswith("\n") else ""
    path.write_text(text + separator + "".join(f"{line}\n" for line in (lines[0], *missing)), encoding="utf-8")
    return [path.name]


def _new(path: Path, text: str) -> bool:
    """Write a file that is not there yet; whether it did."""
    if path.exists():
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def init(root: Path, project: Project, out: TextIO | None = None) -> int:
    """Set the harness up in the repository at ``root``; say what it wrote and what to run next (to ``out``, or the
    standard output of the moment)."""
    out = out or sys.stdout
    written = _settings(root, out) + _lines(root / ".gitignore", IGNORED)
    example, workflow_file = root / "cases" / "example.py", root / ".github" / "workflows" / "dy2static-snapshots.yml"
    if not example.parent.is_dir() and _new(example, EXAMPLE):
        written.append("cases/example.py")
    if _new(workflow_file, workflow(active(project.converters).values())):
        written.append(".github/workflows/dy2static-snapshots.yml")
    if not written:
        out.write("init: the harness is set up already; nothing written\n")
        return 0
    out.write(f"init: wrote {', '.join(written)}\n")
    out.write("init: next: pytest cases --snapshot-update writes the snapshots; commit them with the cases\n")
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_project(parser, help="the repository's root (default: .)")


def run(args: argparse.Namespace, project: Project) -> int:
    return init(Path(args.project), project)
