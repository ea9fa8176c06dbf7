"""Command line: ``show`` walks a case, ``review`` settles pending changes, ``explore`` writes a site, ``diff``, ``matrix``, ``coverage``, ``report``, ``init``, ``release``, ``fuzz``, ``history``."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from harness.invocation import harness_command
from harness.project import Project, find
from harness.registry import CONVERTERS, active
from harness.store.baselines import all_baselines, read_manifest, select, tox_baselines
from harness.textdiff import paint
from harness.tools.diffing import baseline_report, compare, fixing_baselines
from harness.tools.history_build import WORK
from harness.tools.html_report import html_page
from harness.tools.versions_doc import versions_doc

SNAPSHOTS_HELP = "the snapshots folder (default: the project's harness_snapshots setting, or ./snapshots)"


def resolve(snapshots: Path, name: str) -> Path:
    """A baseline given as a path, or as ``converter/framework-X.Y`` under the snapshots folder."""
    path = Path(name)
    return path if path.is_dir() else snapshots / name


def list_baselines(snapshots: Path, tox_ini: Path, project: Project) -> int:
    known = {**CONVERTERS, **active(project.converters)}
    tested = tox_baselines(tox_ini, known.values()) if tox_ini.is_file() else {}
    for folder in all_baselines(snapshots):
        framework = read_manifest(folder).get("framework", "no manifest")
        env = tested.get(folder.name)
        status = f"  tox env {env}" if env else "  STALE: no tox environment writes it"
        status = status if tox_ini.is_file() else ""  # a project without tox: no environment is to write it
        print(f"{folder.relative_to(snapshots)}  ({framework}){status}")
    return 0


def write_doc(text: str, target: Path, check: bool, command: str) -> int:
    """Write a generated page, or with ``check`` only fail (exit 1) when the committed one differs."""
    if check:
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            print(f"{target} is out of date: run {harness_command(command, '--doc', str(target))}", file=sys.stderr)
            return 1
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")
    return 0


def matrix_command(args: argparse.Namespace, project: Project) -> int:
    from harness.tools.matrix import matrix_doc, pick, render

    snapshots = Path(args.snapshots)
    converters = active(project.converters)
    # The project's case files give a row to every case, recorded or not; another snapshot tree has only its folders.
    cases_dir = project.cases if snapshots.resolve() == project.snapshots.resolve() else None
    if args.doc:
        return write_doc(
            matrix_doc(snapshots, project.cases_name, converters, cases_dir), Path(args.doc), args.check, "matrix"
        )
    try:
        folders = pick(snapshots, args.baselines, args.all)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not folders:
        print(f"no committed baseline under {snapshots}", file=sys.stderr)
        return 2
    sys.stdout.write(
        render(folders, cases=args.cases, cases_name=project.cases_name, converters=converters, cases_dir=cases_dir)
    )
    return 0


def diff_command(args: argparse.Namespace, project: Project) -> int:
    snapshots = Path(args.snapshots)
    if args.list:
        return list_baselines(snapshots, Path(args.tox or project.root / "tox.ini"), project)
    if args.doc:
        return write_doc(
            versions_doc(snapshots, project.cases, active(project.converters)), Path(args.doc), args.check, "diff"
        )
    if not (args.old and args.new):
        print("diff needs two baselines, e.g. autograph/tensorflow-2.12 autograph/tensorflow-2.21", file=sys.stderr)
        return 2
    try:
        old, new = resolve(snapshots, args.old), resolve(snapshots, args.new)
        comparison = compare(old, new, active(project.converters), project.cases)
    except FileNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.html:
        Path(args.html).write_text(html_page(comparison, args.old, args.new, args.renames), encoding="utf-8")
        print(f"wrote {args.html}", file=sys.stderr)
    if args.renames:
        from harness.tools.renames import rename_report

        text, differs = rename_report(comparison, args.old, args.new)
        sys.stdout.write(paint(text.splitlines(), sys.stdout.isatty()))
        return 1 if differs else 0
    sys.stdout.write(paint(baseline_report(comparison, args.old, args.new).splitlines(), sys.stdout.isatty()))
    stale = fixing_baselines(comparison)
    if stale:
        tox_ini = Path(args.tox or project.root / "tox.ini")
        known = {**CONVERTERS, **active(project.converters)}
        writers = tox_baselines(tox_ini, known.values()) if tox_ini.is_file() else {}
        envs = [writers[root.name] for root in stale if root.name in writers]
        if len(envs) == len(stale):
            names = " and ".join(root.name for root in stale)
            print(f"tox -e {','.join(envs)} -- --snapshot-update brings {names} up to date with the corpus")
    return 1 if comparison.differs else 0


def coverage_command(args: argparse.Namespace, project: Project) -> int:
    from harness.tools.coverage import coverage_report

    known = {**CONVERTERS, **active(project.converters)}
    if args.converter not in known:
        print(f"unknown converter {args.converter!r}; known: {', '.join(known)}", file=sys.stderr)
        return 2
    converter = known[args.converter]
    root = Path(args.snapshots) / args.converter
    if args.baseline:
        baseline = resolve(Path(args.snapshots), args.baseline)
    elif version := converter.installed_version():
        baseline = select(root, converter.baseline(version), update=False).read_dir
    else:
        newest = [p for p in all_baselines(Path(args.snapshots)) if p.parent.name == args.converter][-1:]
        baseline = newest[0] if newest else root
    if not baseline.is_dir():
        print(f"no baseline at {baseline}", file=sys.stderr)
        return 2
    lines, ok = coverage_report(baseline, converter.load_views(), args.fail_under)
    print("\n".join(lines))
    return 0 if ok else 1


def report_command(args: argparse.Namespace, project: Project) -> int:
    from harness.tools.compile_report import comparison, render, reports
    from harness.tools.matrix import pick

    snapshots, converters = Path(args.snapshots), active(project.converters)
    try:
        sides = [reports(pick(snapshots, [name]), converters) for name in args.baselines]
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    if len(sides) == 1:
        sys.stdout.write(render(sides[0]))
        return 0
    if len(sides) > 2:
        print("report takes one baseline, or two to compare", file=sys.stderr)
        return 2
    old, new = args.baselines[:2]
    text, fails = comparison(sides[0], sides[1], old, new, strict=args.strict or project.report_strict)
    sys.stdout.write(text)
    return 1 if fails else 0


def history_command(args: argparse.Namespace, project: Project) -> int:
    if args.build is not None:
        from harness.tools.history_build import build

        work = Path(args.work) if Path(args.work).is_absolute() else project.root / args.work
        convert, store = not args.store_only, not args.convert_only
        return build(
            project,
            project.history,
            args.build,
            args.jobs,
            work,
            convert,
            store,
            args.python,
            args.plan,
            args.converter,
            args.rebuild,
        )
    from harness.tools import history

    if args.doc:
        return write_doc(history.history_doc(project), Path(args.doc), args.check, "history")
    return history.command(project, args)


def parser() -> argparse.ArgumentParser:
    """The command line, as ``--help`` describes it."""
    parser = argparse.ArgumentParser(prog=harness_command(), description=(__doc__ or "").replace("``", ""))
    commands = parser.add_subparsers(dest="command", required=True)
    diff = commands.add_parser("diff", help="compare two baselines (exit 1 when they differ)")
    diff.add_argument("old", nargs="?", help="e.g. torchscript/torch-2.0")
    diff.add_argument("new", nargs="?", help="e.g. torchscript/torch-2.11")
    diff.add_argument("--html", metavar="FILE", help="also write a self-contained HTML report")
    diff.add_argument(
        "--renames",
        action="store_true",
        help="align the names each output binds before diffing: list renamed-only outputs apart (exit 1 only for other changes)",
    )
    diff.add_argument("--list", action="store_true", help="list baselines and the tox environment writing each")
    diff.add_argument("--doc", metavar="FILE", help="write the versions page (docs/versions.md)")
    diff.add_argument("--check", action="store_true", help="with --doc: fail if the page is out of date")
    diff.add_argument("--snapshots", help=SNAPSHOTS_HELP)
    diff.add_argument("--tox", help="tox.ini, to find stale baselines (default: the project's)")
    coverage = commands.add_parser(
        "coverage",
        help="what the cases came to (converted, rejected by error class, graph breaks by kind); passes / builders reached",
    )
    coverage.add_argument(
        "converter", help="a registered converter, e.g. autograph, torchscript, export, fx, dynamo, jax"
    )
    coverage.add_argument("--baseline", help="e.g. autograph/tensorflow-2.21 (default: the installed version's)")
    coverage.add_argument(
        "--fail-under",
        type=int,
        default=0,
        metavar="N",
        help="exit 1 when a pass or builder is used by fewer than N cases",
    )
    coverage.add_argument("--snapshots", help=SNAPSHOTS_HELP)
    show = commands.add_parser("show", help="run the converters on one case, live, and walk through their work")
    show.add_argument("case", help="e.g. loops.for_break or cases/loops.py::for_break")
    show.add_argument("--converter", help="one converter only (default: each that takes the case)")
    show.add_argument(
        "--pass",
        dest="only_pass",
        metavar="NAME",
        help="only this step of the converter's walk (AutoGraph's passes), in full",
    )
    show.add_argument("--full", action="store_true", help="the code after every pass instead of diffs")
    show.add_argument("--project", default=".", help="a folder of the project (default: .)")
    review = commands.add_parser("review", help="accept, reject or skip the pending changes a failing run left")
    review.add_argument(
        "--accept",
        action="append",
        default=[],
        metavar="CASE",
        help="accept, without asking, every pending output of each case named (mine.sum_squares, "
        "cases/mine.py::sum_squares, a glob such as 'mine.*'; repeatable); an output's path "
        "(autograph/tensorflow-2.21/mine/sum_squares/graph.txt) accepts that output alone",
    )
    review.add_argument(
        "--reject", action="append", default=[], metavar="CASE", help="reject, without asking, what the same names pick"
    )
    review.add_argument("--list", action="store_true", help="only list the pending cases and their outputs")
    review.add_argument("--snapshots", help=SNAPSHOTS_HELP)
    matrix = commands.add_parser(
        "matrix", help="which converters take each case and how (from the committed snapshots)"
    )
    matrix.add_argument(
        "baselines",
        nargs="*",
        metavar="BASELINE",
        help="torch-2.0 (each converter's baseline of that version) or fx/torch-2.0 (default: each converter's newest)",
    )
    matrix.add_argument(
        "--cases", default="*", metavar="GLOB", help="only the cases whose name matches, e.g. 'loops.*' or '*.for_*'"
    )
    matrix.add_argument("--all", action="store_true", help="every committed baseline, one table per framework version")
    matrix.add_argument("--doc", metavar="FILE", help="write the matrix page of every baseline (docs/matrix.md)")
    matrix.add_argument("--check", action="store_true", help="with --doc: fail if the page is out of date")
    matrix.add_argument("--snapshots", help=SNAPSHOTS_HELP)
    init = commands.add_parser(
        "init", help="set the harness up in this repository: settings, .gitignore lines, a cases folder, a CI workflow"
    )
    init.add_argument("--project", default=".", help="the repository's root (default: .)")
    report = commands.add_parser(
        "report",
        help="each case's compile report (status, graphs, graph breaks and where) from the snapshots; "
        "given two baselines, what improved and what regressed (exit 1 on a regression)",
    )
    report.add_argument(
        "baselines",
        nargs="+",
        metavar="BASELINE",
        help="torch-2.14 (each converter's baseline of that version) or dynamo/torch-2.14; two to compare",
    )
    report.add_argument(
        "--strict", action="store_true", help="with two baselines: exit 1 on any change (harness_report_strict)"
    )
    report.add_argument("--snapshots", help=SNAPSHOTS_HELP)
    release = commands.add_parser(
        "release",
        help="a new framework release: its tox environment, README's commands, its baseline (by tox), the pages",
    )
    release.add_argument("framework", help="a converter's framework or its distribution: torch, tensorflow-cpu, jax")
    release.add_argument("version", help="the release, e.g. 2.15.0")
    release.add_argument(
        "--with",
        dest="pins",
        nargs="+",
        default=[],
        metavar="NAME==VERSION",
        help="the companions it installs with, e.g. torchvision==0.29.2 torchaudio==2.11.1",
    )
    release.add_argument("--env", help="the new tox environment's name (default: the newest one's, renumbered)")
    release.add_argument(
        "--lift-pip-constraints",
        action="store_true",
        help="install the new environment past a constraint file in this machine's pip configuration",
    )
    release.add_argument(
        "--review",
        action="store_true",
        help="instead of --snapshot-update, compare with the older baseline and review its changes case by case",
    )
    release.add_argument("--tox", default="tox", help="how to run tox (default: tox)")
    release.add_argument("--project", default=".", help="a folder of the project (default: .)")
    history = commands.add_parser(
        "history", help="what each converter did, release by release, to a case or to the corpus (the release history)"
    )
    history.add_argument("case", nargs="?", help="e.g. loops.for_break: each output's changes and the diff at each")
    history.add_argument("--converter", help="one converter only; without a case, its changes release by release")
    history.add_argument("--html", metavar="FILE", help="with a case: also write its history as an HTML page")
    history.add_argument(
        "--bisect", action="store_true", help="with a case: the first release where each output changed, and no diffs"
    )
    history.add_argument("--doc", metavar="FILE", help="write the history page (docs/history.md)")
    history.add_argument(
        "--check",
        action="store_true",
        help="replay every chain against the baselines; with --doc: fail if the page is out of date",
    )
    building = history.add_argument_group("building it (off CI; the options below go with --build)")
    building.add_argument(
        "--build",
        nargs="*",
        metavar="RELEASE",
        help="convert and store these releases (tensorflow-2.13, or torch for all of torch's; none: every release)",
    )
    building.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=1,
        help="releases converted side by side (each a throwaway environment)",
    )
    building.add_argument(
        "--work",
        default=WORK,
        help=f"the folder for environments and converted corpora, kept to resume (default: {WORK})",
    )
    building.add_argument(
        "--rebuild",
        action="store_true",
        help="build stored releases again (with --converter, its steps only): the old steps are set aside in the work"
        " folder, and the steps taken against them are stored again against the new ones, their outputs unchanged",
    )
    building.add_argument("--convert-only", action="store_true", help="convert, store nothing (a CI job)")
    building.add_argument(
        "--ci-artifact",
        action="store_true",
        help="with CI set, store all the same: this checkout's history/ is a CI job's artifact (the history workflow)",
    )
    building.add_argument(
        "--store-only",
        action="store_true",
        help="store what the work folder holds, convert nothing (CI's last job)",
    )
    building.add_argument(
        "--plan",
        action="store_true",
        help="only print, as JSON, the releases left to convert (CI's matrix)",
    )
    building.add_argument(
        "--python",
        metavar="PATH",
        help="convert with this environment's Python instead of a throwaway one (it must hold the release)",
    )
    history.add_argument("--project", default=".", help="a folder of the project (default: .)")
    explore = commands.add_parser("explore", help="write a static HTML site of the corpus from the committed snapshots")
    explore.add_argument(
        "--out", required=True, metavar="DIR", help="folder for the site (replaced if it holds an earlier one)"
    )
    explore.add_argument("--project", default=".", help="a folder of the project (default: .)")
    fuzz = commands.add_parser(
        "fuzz", help="generated functions through every installed converter: outcomes counted, differences reduced"
    )
    fuzz.add_argument("--count", type=int, default=500, metavar="N", help="how many functions (default: 500)")
    fuzz.add_argument("--seed", type=int, default=0, help="the generator's seed (default: 0)")
    fuzz.add_argument(
        "--batch", type=int, default=50, metavar="N", help="functions per case file and run (default: 50)"
    )
    fuzz.add_argument(
        "--out", metavar="DIR", help="keep the scratch project in this new folder (default: a temporary one)"
    )
    fuzz.add_argument(
        "--reduce",
        type=int,
        default=1000,
        metavar="N",
        help="reduce the first N differences of each converter (default: 1000)",
    )
    fuzz.add_argument("--project", default=".", help="a folder of the project whose converters run (default: .)")
    return parser


def refused_in_ci(args: argparse.Namespace) -> str:
    """Why a command that writes the repository's files refuses where ``CI`` is set (CI checks what is committed and
    writes nothing), or "" where it may run: a review with ``--list`` and the history's reading commands write
    nothing, and a build's ``--plan`` and ``--convert-only`` write only its work folder; a build's ``--ci-artifact``
    stores into a checkout the job uploads, as the history workflow does.

    >>> refused_in_ci(argparse.Namespace(command="review", list=False))
    'review writes snapshots'
    >>> refused_in_ci(argparse.Namespace(command="history", build=[], plan=False, convert_only=True, ci_artifact=False))
    ''
    """
    if args.command == "review" and not args.list:
        return "review writes snapshots"
    if args.command == "release":
        return "release edits tox.ini and README.md and writes a baseline"
    if (
        args.command == "history"
        and args.build is not None
        and not (args.plan or args.convert_only or args.ci_artifact)
    ):
        return "history --build stores steps into history/ (--convert-only, --plan or --ci-artifact run in CI)"
    return ""


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if os.environ.get("CI") and (why := refused_in_ci(args)):
        print(f"{args.command}: refused, as CI is set: {why}; CI only compares. Unset CI to run it", file=sys.stderr)
        return 2
    project = find(Path(getattr(args, "project", ".")))
    if getattr(args, "snapshots", "") is None:
        args.snapshots = str(project.snapshots)
    if args.command == "explore":
        from harness.tools.explore import explore as explore_corpus

        return explore_corpus(project, Path(args.out))
    if args.command == "review":
        from harness.tools.review import review as review_changes

        return review_changes(project, Path(args.snapshots), args.accept, args.reject, args.list)
    if args.command == "show":
        from harness.tools.show import show as show_case

        return show_case(project, args.case, args.converter, args.only_pass, args.full)
    if args.command == "release":
        from harness.tools.release import release
        from harness.tools.review import review as review_changes

        def walk(project: Project) -> int:
            return review_changes(project, project.snapshots, [], [], False)

        return release(
            project,
            args.framework,
            args.version,
            args.pins,
            env=args.env,
            lift=args.lift_pip_constraints,
            tox=args.tox,
            reviewer=walk if args.review else None,
        )
    if args.command == "history":
        return history_command(args, project)
    if args.command == "init":
        from harness.tools.init import init

        return init(Path(args.project))
    if args.command == "fuzz":
        from harness.tools.fuzz import fuzz_command

        return fuzz_command(project, args.count, args.seed, args.batch, args.out, args.reduce)
    commands = {"matrix": matrix_command, "diff": diff_command, "coverage": coverage_command, "report": report_command}
    return commands[args.command](args, project)


if __name__ == "__main__":
    sys.exit(main())
