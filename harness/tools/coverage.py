"""``python -m harness coverage``: what the corpus's cases came to for a converter, and what of its own machinery
they reach.

Counts come from the snapshots themselves: each case's verdict (``harness.store.verdicts``), the kinds of event
the converter's views read from its outputs (graph breaks, say), and its reach table (the passes or the
frontend builders its cases reach), which the converter's views build.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from harness.corpus.workspace import Workspace
from harness.store.baselines import all_baselines, select
from harness.store.layout import case_dirs, named_outputs, read_outputs
from harness.store.verdicts import VerdictState, verdict
from harness.tools.options import add_snapshots, resolve
from harness.views import Views, table


def tallies(baseline: Path, views: Views) -> tuple[Counter[str], Counter[str], dict[str, Counter[str]]]:
    """Cases by state, rejected cases by error class, and per table of the converter's views, cases by kind.

    An error's class is its first line up to the colon, e.g. ``fw.proxy.TraceError``.
    """
    states: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    kinds: dict[str, Counter[str]] = {}
    for _, case in case_dirs(baseline):
        outputs = read_outputs(case)
        found = verdict(outputs, views)
        states += found.rows
        if found.error:
            classes[found.error.split(":")[0]] += 1
        for title, names in views.kinds(outputs).items():
            kinds.setdefault(title, Counter()).update(names)
    return states, classes, kinds


def outcomes(baseline: Path, views: Views) -> list[str]:
    """How many cases the converter converted, rejected (by error class) or could not run, and its events by kind."""
    states, classes, kinds = tallies(baseline, views)
    order = (
        "converted",
        "with graph breaks",
        "trace specialised",
        "behaviour differs",
        "ran unconverted",
        "rejected",
        VerdictState.NOT_RUN.label,
        VerdictState.NOT_RUN_HERE.label,
        VerdictState.DID_NOT_FINISH.label,
        VerdictState.NO_SNAPSHOT.label,
    )
    rows = [(state, states[state], "") for state in order if states[state]]
    lines = table(rows, f"{baseline.parent.name} on {baseline.name}")
    for counts, title in ((classes, "rejected, by error class"), *((c, t) for t, c in kinds.items())):
        if counts:
            lines += ["", *table([(name, count, "") for name, count in counts.most_common()], title)]
    return lines


def coverage_report(baseline: Path, views: Views, fail_under: int) -> tuple[list[str], bool]:
    """What the cases came to; where the converter's views have one, its reach table, what no case exercises,
    and whether every counted item reaches ``fail_under``."""
    summary = outcomes(baseline, views)

    def named(output: str) -> list[str]:
        return [path.read_text(encoding="utf-8") for path in sorted(named_outputs(baseline, output))]

    reached = views.reach(named, baseline.name, fail_under)
    if reached is None:
        return summary, True
    lines, ok = reached
    return [*summary, "", *lines], ok


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("converter", help="a registered converter (python -m harness matrix lists them)")
    parser.add_argument("--baseline", help="<converter>/<framework>-X.Y (default: the installed version's)")
    parser.add_argument(
        "--fail-under",
        type=int,
        default=0,
        metavar="N",
        help="exit 1 when a pass or builder is used by fewer than N cases",
    )
    add_snapshots(parser)


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    known = workspace.known
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
