"""``python -m harness report``: each case's compile report, from stored outputs; or, between two baselines, what
improved and what regressed, in a short summary."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from harness.convert import saved, traces
from harness.converter import Converter, views_of
from harness.corpus.workspace import Workspace
from harness.store.baselines import moves, only_interpreter, read_manifest
from harness.store.layout import case_dirs
from harness.store.layout import outputs as outputs_of
from harness.store.report.making import CHANGED, IMPROVED, REGRESSED, SAME, direction, entry
from harness.store.report.text import REPORT, ReportEntry, UnreadableReport, read
from harness.tools.options import add_snapshots

# case (``file.case``) -> converter -> its entry
Reports = dict[str, dict[str, ReportEntry]]
NEW, GONE = "new", "gone"  # a case or converter only the newer baseline has, or only the older
ORDER = (REGRESSED, IMPROVED, CHANGED, NEW, GONE)


def reports(folders: list[Path], converters: Mapping[str, Converter]) -> Reports:
    """Every case's report over baseline folders (``snapshots/<converter>/<baseline>``), converters in the given order."""
    found: Reports = {}
    for folder in folders:
        views = views_of(folder.parent.name, converters)
        for module, case in case_dirs(folder):
            found.setdefault(f"{module}.{case.name}", {})[folder.parent.name] = entry(stored(case), views)
    return dict(sorted(found.items()))


def stored(case: Path) -> dict[str, str]:
    """A case's stored outputs, each as the harness writes it: one that cannot be read, a compile report, a record of
    its programs or of the older releases' programs replayed that is not as the harness writes it, raises ValueError
    naming the file (it would rank as nothing, or as no regression)."""
    outputs = {}
    for path in outputs_of(case):
        try:
            outputs[path.name] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            why = "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else exc.strerror or str(exc)
            raise ValueError(f"{path}: cannot be read: {why}; nothing is ranked") from None
    try:
        if REPORT in outputs:
            read(outputs[REPORT])
    except UnreadableReport as exc:
        raise ValueError(f"{case / REPORT}: cannot be read as a compile report: {exc}") from None
    for name, fault in ((traces.FILE, traces.fault), (saved.REPLAY, saved.replay_fault)):
        said = fault(outputs[name]) if name in outputs else None
        if said:
            raise ValueError(f"{case / name}: cannot be read: {said}; nothing is ranked")
    return outputs


def render(found: Reports) -> str:
    """The report of every case: its name, then a line per converter (and one per graph break).

    >>> print(render({"m.f": {"breaks": ReportEntry("converted", graphs=(2,)), "tracer": ReportEntry("rejected", "TraceError")}}), end="")
    m.f
      breaks: converted, 1 graph (2 ops), 0 graph breaks
      tracer: rejected (TraceError)
    """
    lines = []
    for case, entries in found.items():
        lines.append(case)
        lines += [f"  {line}" for converter, one in entries.items() for line in one.lines(converter)]
    return "\n".join(lines) + "\n"


def directions(old: Reports, new: Reports) -> list[tuple[str, str, str, ReportEntry | None, ReportEntry | None]]:
    """Each (direction, case, converter, old entry, new entry) that is not the same, regressions first; a case or a
    converter only one side has is ``new`` or ``gone``."""
    found = []
    for case in sorted({*old, *new}):
        before, after = old.get(case, {}), new.get(case, {})
        for converter in dict.fromkeys([*before, *after]):
            was, now = before.get(converter), after.get(converter)
            way = NEW if was is None else GONE if now is None else direction(was, now)
            if way != SAME:
                found.append((way, case, converter, was, now))
    return sorted(found, key=lambda item: ORDER.index(item[0]))


def _said(one: ReportEntry | None) -> str:
    """An entry on one line, without its converter."""
    if one is None:
        return "no report"
    head, *breaks = one.lines("")
    return " / ".join([head.removeprefix(": "), *(line.strip() for line in breaks)])


def comparison(old: Reports, new: Reports, old_label: str, new_label: str, *, strict: bool) -> tuple[str, bool]:
    """What moved between two baselines' reports, one line each, then the summary; and whether it fails: a
    regression always, any change with ``strict``.

    >>> old = {"m.f": {"breaks": ReportEntry("converted", graphs=(2, 1), breaks=(("print", "m.py:f:3"),))}}
    >>> new = {"m.f": {"breaks": ReportEntry("converted", graphs=(3,))}}
    >>> text, fails = comparison(old, new, "torch-2.14", "torch-2.15", strict=False)
    >>> print(text, end=""); fails
    improved   breaks  m.f: converted, 2 graphs (2, 1 ops), 1 graph break / print at m.py:f:3 -> converted, 1 graph (3 ops), 0 graph breaks
    torch-2.14 -> torch-2.15: 1 case, 1 improved, 0 regressed, 0 changed otherwise, 0 the same
    False
    """
    moved = directions(old, new)
    lines = [f"{way:<10} {converter}  {case}: {_said(was)} -> {_said(now)}" for way, case, converter, was, now in moved]
    cases = {*old, *new}
    touched = {case for _, case, *_ in moved}
    per_case = Counter(next(w for w, c, *_ in moved if c == case) for case in touched)  # regressions first
    lines.append(
        f"{old_label} -> {new_label}: {len(cases)} case{'s' * (len(cases) != 1)}, {per_case[IMPROVED]} improved, "
        f"{per_case[REGRESSED]} regressed, {per_case[CHANGED]} changed otherwise, {len(cases) - len(touched)} the same"
        + (f", {per_case[NEW] + per_case[GONE]} in one baseline only" if per_case[NEW] + per_case[GONE] else "")
    )
    fails = bool(per_case[REGRESSED]) or (strict and bool(moved))
    return "\n".join(lines) + "\n", fails


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "baselines",
        nargs="+",
        metavar="BASELINE",
        help="<framework>-X.Y (each converter's baseline of that version) or <converter>/<framework>-X.Y; two to compare",
    )
    parser.add_argument(
        "--strict", action="store_true", help="with two baselines: exit 1 on any change (harness_report_strict)"
    )
    add_snapshots(parser)


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    from harness.tools.matrix import pick

    project = workspace.project
    snapshots, converters = Path(args.snapshots), workspace.known
    try:
        folders = [pick(snapshots, [name]) for name in args.baselines]
        sides = [reports(chosen, converters) for chosen in folders]
        strict = args.strict or project.report_strict
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
    text, fails = comparison(sides[0], sides[1], old, new, strict=strict)
    sys.stdout.write(text + interpreter_note(folders[0], folders[1]))
    return 1 if fails else 0


def interpreter_note(old: list[Path], new: list[Path]) -> str:
    """A line saying so when, converter by converter, only the Python moved between two sets of baselines."""
    pairs = [(a, b) for a in old for b in new if a.parent.name == b.parent.name]
    moved = [moves(read_manifest(a), read_manifest(b)) for a, b in pairs]
    if not moved or not all(only_interpreter(m) for m in moved):
        return ""
    return f"only the interpreter moved: {', '.join(sorted(set(m[0] for m in moved)))}\n"
