"""``python -m harness diff OLD NEW``: what changed between two baselines (exit 1 when they differ); ``--list``, ``--doc``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.corpus.workspace import Workspace
from harness.store.baselines import all_baselines, read_manifest, tox_baselines, version_of
from harness.textdiff import paint
from harness.tools.diff.engine import baseline_report, compare, fixing_baselines
from harness.tools.diff.versions_doc import versions_doc
from harness.tools.html import html_page
from harness.tools.options import add_doc, add_snapshots, resolve, write_doc


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "old", nargs="?", help="<converter>/<framework>-X.Y, the older (or <framework>-X.Y: each converter's)"
    )
    parser.add_argument("new", nargs="?", help="<converter>/<framework>-X.Y, the newer (or <framework>-X.Y)")
    parser.add_argument("--html", metavar="FILE", help="also write a self-contained HTML report")
    parser.add_argument(
        "--renames",
        action="store_true",
        help="align the names each output binds before diffing: list renamed-only outputs apart (exit 1 only for other changes)",
    )
    parser.add_argument("--list", action="store_true", help="list baselines and the tox environment writing each")
    add_doc(parser, "versions page (docs/versions.md)")
    add_snapshots(parser)
    parser.add_argument("--tox", help="tox.ini, to find stale baselines (default: the project's)")


def list_baselines(snapshots: Path, tox_ini: Path, workspace: Workspace) -> int:
    known = workspace.known
    tested = tox_baselines(tox_ini, known.values(), checks=True) if tox_ini.is_file() else {}
    for folder in all_baselines(snapshots):
        try:
            framework = read_manifest(folder).get("framework", "no manifest")
        except ValueError as exc:
            print(f"diff: {exc}", file=sys.stderr)
            framework = "manifest not readable"
        env = tested.get(folder.name)
        status = f"  tox env {env}" if env else "  STALE: no tox environment writes it"
        status = status if tox_ini.is_file() else ""  # a project without tox: no environment is to write it
        print(f"{folder.relative_to(snapshots)}  ({framework}){status}")
    return 0


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    project = workspace.project
    snapshots = Path(args.snapshots)
    if args.list:
        return list_baselines(snapshots, Path(args.tox or project.root / "tox.ini"), workspace)
    if args.doc:
        return write_doc(versions_doc(snapshots, workspace.known, project.cases), Path(args.doc), args.check, "diff")
    if not (args.old and args.new):
        print("diff needs two baselines, <converter>/<framework>-X.Y each (diff --list lists them)", file=sys.stderr)
        return 2
    if args.html and not Path(args.html).absolute().parent.is_dir():
        print(f"diff: --html {args.html}: there is no folder {Path(args.html).absolute().parent}", file=sys.stderr)
        return 2
    pairs = per_converter(snapshots, args.old, args.new)
    if not pairs:
        print(
            f"diff: no converter has both {args.old} and {args.new} (diff --list lists the baselines)", file=sys.stderr
        )
        return 2
    if args.html and len(pairs) > 1:
        print(f"diff: --html writes one pair's page; name it, e.g. {pairs[0][0]} {pairs[0][1]}", file=sys.stderr)
        return 2
    codes: list[int] = []
    for old, new in pairs:
        if len(pairs) > 1:
            print(f"{'' if not codes else chr(10)}== {old} -> {new}")
        codes.append(one(args, workspace, snapshots, old, new))
    return max(codes)


def per_converter(snapshots: Path, old: str, new: str) -> list[tuple[str, str]]:
    """The pairs to compare: the two named, or, for two framework releases (``torch-2.14 torch-2.15``, as ``report``
    takes them), each converter's pair of those baselines."""
    if "/" in old or "/" in new or resolve(snapshots, old).is_dir() or resolve(snapshots, new).is_dir():
        return [(old, new)]
    converters = sorted(p.name for p in snapshots.iterdir() if p.is_dir()) if snapshots.is_dir() else []
    return [
        (f"{c}/{old}", f"{c}/{new}")
        for c in converters
        if (snapshots / c / old).is_dir() and (snapshots / c / new).is_dir()
    ]


def one(args: argparse.Namespace, workspace: Workspace, snapshots: Path, old_name: str, new_name: str) -> int:
    """Compare one pair of baselines: print the report, exit 1 when they differ, 2 when they cannot be read."""
    project = workspace.project
    try:
        old, new = resolve(snapshots, old_name), resolve(snapshots, new_name)
        for given, folder in ((old_name, old), (new_name, new)):
            if folder.is_dir() and version_of(folder.name) is None:
                raise ValueError(f"{given} is no baseline: name a folder <converter>/<framework>-X.Y")
        comparison = compare(old, new, workspace.known, project.cases)
        if args.html:
            Path(args.html).write_text(html_page(comparison, old_name, new_name, args.renames), encoding="utf-8")
            print(f"wrote {args.html}", file=sys.stderr)
        if args.renames:
            from harness.tools.diff.renames import rename_report

            text, differs = rename_report(comparison, old_name, new_name)
            sys.stdout.write(paint(text.splitlines(), sys.stdout.isatty()))
            return 1 if differs else 0
        report = baseline_report(comparison, old_name, new_name)
    except (OSError, ValueError) as exc:  # a manifest that is no TOML, a snapshot that is no text: named
        print(f"diff: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(paint(report.splitlines(), sys.stdout.isatty()))
    stale = fixing_baselines(comparison)
    if stale:
        tox_ini = Path(args.tox or project.root / "tox.ini")
        known = workspace.known
        writers = tox_baselines(tox_ini, known.values()) if tox_ini.is_file() else {}
        envs = [writers[root.name] for root in stale if root.name in writers]
        if len(envs) == len(stale):
            names = " and ".join(root.name for root in stale)
            print(f"tox -e {','.join(envs)} -- --snapshot-update brings {names} up to date with the corpus")
    return 1 if comparison.differs else 0
