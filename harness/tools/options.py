"""The options several commands share, each declared once here: ``--project``, ``--snapshots``, ``--doc`` and ``--check``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.invocation import harness_command

SNAPSHOTS_HELP = "the snapshots folder (default: the project's harness_snapshots setting, or ./snapshots)"
PAGE_CHECK_HELP = "with --doc: fail if the page is out of date"


def add_project(parser: argparse.ArgumentParser, help: str = "a folder of the project (default: .)") -> None:
    parser.add_argument("--project", default=".", help=help)


def add_snapshots(parser: argparse.ArgumentParser) -> None:
    """``--snapshots``: left ``None`` here, the command line sets it to the project's folder."""
    parser.add_argument("--snapshots", help=SNAPSHOTS_HELP)


def add_doc(parser: argparse.ArgumentParser, page: str, check: str = PAGE_CHECK_HELP) -> None:
    """``--doc FILE`` writes a generated page; ``--check`` with it only fails when the committed one differs."""
    parser.add_argument("--doc", metavar="FILE", help=f"write the {page}")
    parser.add_argument("--check", action="store_true", help=check)


def resolve(snapshots: Path, name: str) -> Path:
    """A baseline given as a path, or as ``converter/framework-X.Y`` under the snapshots folder."""
    path = Path(name)
    return path if path.is_dir() else snapshots / name


def write_doc(text: str, target: Path, check: bool, command: str, *options: str) -> int:
    """Write a generated page, or with ``check`` only fail (exit 1) when the committed one differs; the hint runs
    ``command`` with ``options`` (``--replay``) and ``--doc``."""
    if check:
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            hint = harness_command(command, *options, "--doc", str(target))
            print(f"{target} is out of date: run {hint}", file=sys.stderr)
            return 1
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")
    return 0
