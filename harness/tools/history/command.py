"""``history``: what each converter did to a case, or to the corpus, release by release, read from the release history."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from harness.corpus.casename import closest, parse
from harness.corpus.fingerprint import fingerprints
from harness.corpus.workspace import Workspace
from harness.project import Project
from harness.store.baselines import NOT_INSTALLED, python_of, version_of
from harness.store.history import Chain, check_chain, history_chains, load_chain
from harness.textdiff import paint, unified_diff
from harness.tools.diff.engine import Output, groups, what
from harness.tools.history.build import WORK
from harness.tools.options import add_doc, add_project, write_doc
from harness.tools.timeline import Timeline, manifests_of, text, timeline, versions_of


def listed(project: Project) -> list[str]:
    """Every release ``releases.toml`` names (``framework-X.Y``), oldest first per framework."""
    from harness.store.history import RELEASES
    from harness.tools.history.build import read_releases, sensitive

    data = project.history / RELEASES
    converters = Workspace.load(project).converters
    return [r.name for r in read_releases(data, sensitive(converters))] if data.is_file() else []


def skipped(names: Sequence[str], before: str, release: str) -> list[str]:
    """The releases listed between two that the chain holds: not built, so a change shown at ``release`` may
    have come at any of them.

    >>> skipped(["t-2.0", "t-2.1", "t-2.2", "t-2.3"], "t-2.0", "t-2.3")
    ['t-2.1', 't-2.2']
    """
    if before not in names or release not in names:
        return []
    return list(names[names.index(before) + 1 : names.index(release)])


def gap_note(names: Sequence[str], before: str, release: str) -> str:
    """`` (t-2.1 … t-2.2 not built)`` when releases lie unbuilt between two, else nothing."""
    gap = skipped(names, before, release)
    return f" ({span(gap)} not built)" if gap else ""


def timelines(project: Project, case: str, converter: str | None = None) -> list[Timeline]:
    """The case's timeline in every chain with a history (or ``converter``'s alone), each Python's apart."""
    current = fingerprints(project.cases, Workspace.load(project).known).get(case)
    chains = history_chains(project.history)
    chosen = [(c, p) for c, p in chains if converter in (None, c)] or ([(converter, None)] if converter else [])
    found = []
    for name, python in chosen:
        chain = load_chain(project.history, project.snapshots, name, case, python)
        if chain.releases:
            found.append(timeline(chain, case, current))
    return found


def span(releases: list[str]) -> str:
    """A run of releases as a person reads it.

    >>> span(["torch-2.1", "torch-2.2", "torch-2.3"]), span(["torch-2.1"])
    ('torch-2.1 … torch-2.3', 'torch-2.1')
    """
    return releases[0] if len(releases) == 1 else f"{releases[0]} … {releases[-1]}"


def output_states(
    found: Timeline, changes: list[tuple[str, str, list[str]]]
) -> list[tuple[str, list[tuple[str, str]], str]]:
    """Per output of a case's timeline, by name: each (release, release before it) where it changed, and the first
    release that recorded it."""
    recorded = found.recorded()
    names = sorted({n for r in recorded for n in found.outputs[r] or {}})
    return [
        (
            name,
            [(release, before) for release, before, changed in changes if name in changed],
            next(r for r in recorded if name in (found.outputs[r] or {})),
        )
        for name in names
    ]


def case_lines(found: Timeline, names_listed: list[str]) -> list[str]:
    """One converter's part of ``history CASE``: per output, the releases it changed at, then each diff."""
    recorded = found.recorded()
    lines = [f"{found.label}: {span(found.releases)}, {len(found.releases)} releases"]
    missing = [r for r in found.releases if r not in recorded]
    if missing:
        lines.append(
            f"  not recorded for the case's current source: {', '.join(missing)} (its source changed since they were built)"
        )
    apart = [f"{a} → {b}" for a, b in found.unlinked if a in recorded and b in recorded]
    if apart:
        lines.append(
            f"  not compared: {', '.join(apart)} (a release between them not built, or a baseline rendered anew since)"
        )
    failures = [
        f"  {release}: the harness failed on the case (crash, hang or nondeterminism): no output recorded"
        for release in found.releases
        if release in found.failed
    ]
    if not any(found.outputs[r] for r in recorded):
        return (
            [*lines, *failures]
            if failures
            else [*lines, "  no output at any release (the converter does not take the case)"]
        )
    changes = found.changes()
    states = output_states(found, changes)
    width = max(len(name) for name, _, _ in states)
    for name, at, since in states:
        state = f"changed at {', '.join(release for release, _ in at)}" if at else f"unchanged since {since}"
        lines.append(f"  {name:<{width}}  {state}")
    lines += failures
    for release, before, changed in changes:
        old, new = found.outputs[before] or {}, found.outputs[release] or {}
        version = found.versions.get(release, release)
        gap = gap_note(names_listed, before, release)
        lines += ["", f"  {release} ({version}) against {before}{gap}: {', '.join(changed)}"]
        for name in changed:
            if name not in old:
                lines.append(f"    {name}: new")
            elif name not in new:
                lines.append(f"    {name}: gone")
            labels = (before, release)
            lines += [
                f"    {line}" for line in unified_diff(text(old.get(name, b"")), text(new.get(name, b"")), name, labels)
            ]
    return lines


def bisect_lines(found: Timeline) -> list[str]:
    """One converter's part of ``history --bisect CASE``: per output, the first release where it changed, the
    release it changed against, and the version installed there; or the release since which it is unchanged."""
    recorded = found.recorded()
    lines = [f"{found.label}: {span(found.releases)}, {len(found.releases)} releases"]
    if not any(found.outputs[r] for r in recorded):
        return [*lines, "  no output at any release"]
    states = output_states(found, found.changes())
    width = max(len(name) for name, _, _ in states)
    for name, at, since in states:
        if not at:
            lines.append(f"  {name:<{width}}  unchanged since {since}")
        else:
            release, before = at[0]
            version = found.versions.get(release, release)
            lines.append(f"  {name:<{width}}  first changed at {release} ({version}), against {before}")
    return lines


def case_report(project: Project, case: str, converter: str | None, *, bisect: bool = False) -> tuple[str, bool]:
    """``history CASE``: each converter's timeline of the case; with ``bisect``, only where each output first changed."""
    found = timelines(project, case, converter)
    if not found:
        return f"no release history for {case} (history --build stores one)\n", False
    lines = [case]
    names = listed(project)
    for one in found:
        lines += ["", *(bisect_lines(one) if bisect else case_lines(one, names))]
    lines += interpreter_lines(found, diffs=not bisect)
    return "\n".join(lines) + "\n", True


def interpreter_lines(found: Sequence[Timeline], *, diffs: bool) -> list[str]:
    """What the interpreter alone changes: for a converter with a chain on another Python, at each release both
    chains recorded, the outputs that differ from the base Python's; with ``diffs``, the newest release's diff."""
    base = {one.converter: one for one in found if one.python is None}
    lines = []
    for other in found:
        first = base.get(other.converter)
        if other.python is None or first is None:
            continue
        same = {version_of(release): release for release in first.recorded()}
        pairs = [(same[v], r) for r in other.recorded() if (v := version_of(r)) in same]
        if not pairs:
            continue
        lines += ["", f"{other.label} against {first.label}, by Python only:"]
        newest: tuple[str, str, list[str], dict[str, bytes], dict[str, bytes]] | None = None
        for plain, release in pairs:
            old, new = first.outputs[plain] or {}, other.outputs[release] or {}
            changed = sorted(n for n in set(old) | set(new) if old.get(n) != new.get(n))
            lines.append(f"  {plain}: {', '.join(changed) if changed else 'the same'}")
            newest = (plain, release, changed, old, new) if changed else newest
        if diffs and newest:
            plain, release, changed, old, new = newest
            lines += ["", f"  {release} against {plain}: {', '.join(changed)}"]
            for name in changed:
                diff = unified_diff(text(old.get(name, b"")), text(new.get(name, b"")), name, (plain, release))
                lines += [f"    {line}" for line in diff]
    return lines


@dataclass(frozen=True)
class ReleaseChanges:
    """What one release changed in a converter's outputs, against the release before it."""

    release: str
    before: str
    version: str
    cases: dict[str, list[str]]  # case -> the outputs that changed
    unrecorded: int  # cases not recorded for their current source at this release
    gap: str = ""  # " (t-2.1 … t-2.2 not built)" when releases between the two are not built
    appeared: tuple[str, ...] = ()  # cases with outputs here and none before
    gone: tuple[str, ...] = ()  # cases with outputs before and none here
    companions: str = ""  # "<companion> installed, not before": why cases appeared or went, when a companion did

    def one_sided(self) -> str:
        """``4 new, 1 gone (<companion> installed, not before)``, or ``""``."""
        parts = [f"{len(self.appeared)} new" if self.appeared else "", f"{len(self.gone)} gone" if self.gone else ""]
        said = ", ".join(p for p in parts if p)
        return f"{said} ({self.companions})" if said and self.companions else said


def companions_moved(old: dict[str, str], new: dict[str, str]) -> str:
    """The companions one release installs and the other does not, from their manifests.

    >>> companions_moved({"torchaudio": "not installed", "numpy": "1"}, {"torchaudio": "2.11.1", "numpy": "2"})
    'torchaudio installed, not before'
    >>> companions_moved({"torchaudio": "2.11.0"}, {"torchaudio": "not installed"})
    'torchaudio not installed, installed before'
    """
    moved = []
    for name, now in new.items():
        was = old.get(name)
        if was is not None and (was == NOT_INSTALLED) != (now == NOT_INSTALLED):
            moved.append(
                f"{name} not installed, installed before" if now == NOT_INSTALLED else f"{name} installed, not before"
            )
    return "; ".join(moved)


def converter_changes(chain: Chain, current: dict[str, str], names: Sequence[str] = ()) -> list[ReleaseChanges]:
    """Release by release, the cases whose outputs changed, for the cases recorded for their current source."""
    versions, manifests = versions_of(chain), manifests_of(chain)
    found = []
    for before, release in pairwise(chain.releases):
        old, new = chain.cases_at(before), chain.cases_at(release)
        cases, unrecorded, appeared, gone = {}, 0, [], []
        for case in sorted(set(old) | set(new) | set(current)):
            if not chain.linked(case, before, release, current.get(case)):
                unrecorded += case in current and chain.runs(case)
                continue
            a, b = old.get(case, {}), new.get(case, {})
            if not a and b:
                appeared.append(case)
            elif a and not b:
                gone.append(case)
            elif changed := sorted(n for n in set(a) | set(b) if a.get(n) != b.get(n)):
                cases[case] = changed
        gap = gap_note(names, before, release)
        moved = companions_moved(manifests.get(before, {}), manifests.get(release, {}))
        version = versions.get(release, release)
        found.append(
            ReleaseChanges(release, before, version, cases, unrecorded, gap, tuple(appeared), tuple(gone), moved)
        )
    return found


def outputs_count(changes: ReleaseChanges) -> str:
    """``graph.txt 3, code.py 1``: how many cases changed each output, most first."""
    counts = Counter(n for names in changes.cases.values() for n in names)
    return ", ".join(f"{name} {count}" for name, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def converter_report(project: Project, converter: str) -> tuple[str, bool]:
    """``history --converter C``: each of its chains (one per Python), release by release."""
    pythons = [p for c, p in history_chains(project.history) if c == converter]
    if not pythons:
        return f"no release history for {converter} (history --build stores one)\n", False
    current, names = fingerprints(project.cases, Workspace.load(project).known), listed(project)
    lines: list[str] = []
    for python in pythons:
        chain = load_chain(project.history, project.snapshots, converter, python=python)
        lines += ([""] if lines else []) + chain_lines(chain, current, names)
    return "\n".join(lines) + "\n", True


def chain_lines(chain: Chain, current: dict[str, str], names: Sequence[str]) -> list[str]:
    """One chain's part of ``history --converter C``."""
    lines = [
        f"{chain.label}: {span(chain.releases)}, {len(chain.releases)} releases ({len(chain.full)} full baselines)"
    ]
    for changes in converter_changes(chain, current, names):
        kind = "full baseline" if changes.release in chain.full else "stored"
        count = f"{len(changes.cases)} case{'s' if len(changes.cases) != 1 else ''} changed"
        detail = f": {outputs_count(changes)}" if changes.cases else ""
        against = f"{changes.before}{changes.gap}"
        one_sided = f"; cases {changes.one_sided()}" if changes.one_sided() else ""
        lines.append(f"{changes.release} ({changes.version}, {kind}) against {against}: {count}{detail}{one_sided}")
        lines += [f"  {case}: {', '.join(names)}" for case, names in changes.cases.items()]
        lines += [f"  new: {', '.join(changes.appeared)}"] if changes.appeared else []
        lines += [f"  gone: {', '.join(changes.gone)}"] if changes.gone else []
        if changes.unrecorded:
            lines.append(
                f"  ({changes.unrecorded} cases not compared: their source, or a baseline, changed since the history was built)"
            )
    return lines


def edit_lines(chain: Chain, changes: ReleaseChanges) -> list[str]:
    """A release's changed cases for the page: one edit made in several cases once, with its count, its cases and
    the diff of the first; then each other case with the outputs it changed."""
    old, new = chain.cases_at(changes.before), chain.cases_at(changes.release)
    outputs = []
    for case, names in changes.cases.items():
        module, name = case.rsplit(".", 1)
        for output in names:
            before, after = old.get(case, {}).get(output), new.get(case, {}).get(output)
            state = "added" if before is None else "removed" if after is None else "changed"
            texts = (text(before) if before is not None else None, text(after) if after is not None else None)
            outputs.append(Output(module, name, output, state, *texts))
    shared = [group for group in groups(outputs) if len(group) > 1]
    lines = []
    for group in shared:
        first = group[0]
        cases = ", ".join(f"`{o.module}.{o.case}`" for o in group)
        lines += [f"- `{first.name}` {what(first)} in {len(group)} cases, one edit: {cases}", "", "  ```diff"]
        lines += [f"  {line}" for line in first.diff(changes.before, changes.release)] + ["  ```", ""]
    grouped = {(o.module, o.case, o.name) for group in shared for o in group}
    for case, names in changes.cases.items():
        module, name = case.rsplit(".", 1)
        left = [n for n in names if (module, name, n) not in grouped]
        lines += [f"- `{case}`: {', '.join(f'`{n}`' for n in left)}"] if left else []
    return lines


def history_doc(project: Project) -> str:
    """docs/history.md: each converter's changelog on the corpus, release by release."""
    current = fingerprints(project.cases, Workspace.load(project).known)
    names = listed(project)
    lines = [
        "<!-- Generated by `.tox/harness/bin/python -m harness history --doc docs/history.md`; do not edit by hand. -->",
        "",
        "# What each converter did, release by release",
        "",
        "What each converter's outputs on the corpus did, release by release: every minor release between a framework's",
        "oldest and newest baseline. Releases with a full baseline live under `snapshots/`; the others under `history/`,",
        "each as what differs from the release before it ([docs/commands.md](commands.md#history) says how to build",
        "and read it). `history CASE` shows one case's diffs at each release.",
    ]
    for converter, python in history_chains(project.history):
        chain = load_chain(project.history, project.snapshots, converter, python=python)
        changes = converter_changes(chain, current, names)
        lines += [
            "",
            f"## {chain.label}",
            "",
            f"{span(chain.releases)}: {len(chain.releases)} releases, {len(chain.full)} of them full baselines.",
            "",
        ]
        lines += [
            "| release | version | against | cases changed | outputs changed | cases new or gone |",
            "| --- | --- | --- | ---: | --- | --- |",
        ]
        lines += [
            f"| {c.release} | {c.version} | {c.before}{c.gap} | {len(c.cases)} | {outputs_count(c) or '—'} "
            f"| {c.one_sided() or '—'} |"
            for c in changes
        ]
        for c in changes:
            if c.cases or c.appeared or c.gone:
                lines += ["", f"### {chain.label}: {c.release} against {c.before}{c.gap}", ""]
                lines += edit_lines(chain, c)
                lines += [f"- new: {', '.join(f'`{case}`' for case in c.appeared)}"] if c.appeared else []
                lines += [f"- gone: {', '.join(f'`{case}`' for case in c.gone)}"] if c.gone else []
            if c.unrecorded:
                lines += [
                    "",
                    f"{c.unrecorded} cases of {c.release} not compared: their source, or a baseline, changed since it was built.",
                ]
    left: dict[str, list[str]] = {}
    for name in unbuilt(project):
        converter, release = name.split("/", 1)
        left.setdefault(converter, []).append(release)
    if left:
        lines += ["", "## Not built yet", "", "`history --build` converts and stores them:", ""]
        lines += [f"- {converter}: {', '.join(releases)}" for converter, releases in left.items()]
    return "\n".join(lines) + "\n"


def unbuilt(project: Project) -> list[str]:
    """The releases of ``releases.toml`` that a converter runs and that are neither stored nor a full baseline."""
    from harness.store.history import RELEASES, full_baselines, stored
    from harness.tools.history.build import read_releases, sensitive

    data = project.history / RELEASES
    if not data.is_file():
        return []
    converters = Workspace.load(project).converters
    left = []
    for release in read_releases(data, sensitive(converters)):
        python = python_of(release.name)
        for name in release.converters:
            entry = converters.get(name)
            runs = entry is None or entry.unsupported(release.version + ".0") is None
            have = {**stored(project.history, name, python), **full_baselines(project.snapshots, name, python)}
            if runs and release.name not in have:
                left.append(f"{name}/{release.name}")
    return left


def check(project: Project) -> int:
    """Replay every chain: exit 1 when a stored file does not reproduce what it recorded."""
    current = fingerprints(project.cases, Workspace.load(project).known)
    bad = 0
    for converter, python in history_chains(project.history):
        chain = load_chain(project.history, project.snapshots, converter, python=python)
        result = check_chain(chain, current)
        for problem in result.problems:
            print(f"history/{problem}", file=sys.stderr)
        bad += len(result.problems)
        note = f"; reproduced {', '.join(result.reproduced)} byte for byte" if result.reproduced else ""
        print(f"{chain.label}: {len(result.problems)} problems{note}")
        for release, cases in result.out_of_date.items():
            print(
                f"  {release}: {len(cases)} cases whose baseline was rendered anew since it was built, not compared (build it again): {', '.join(cases[:5])}{' …' if len(cases) > 5 else ''}"
            )
        for release, cases in result.unrecorded.items():
            print(
                f"  {release}: {len(cases)} cases added or changed since it was built, not compared: {', '.join(cases[:5])}{' …' if len(cases) > 5 else ''}"
            )
    left = unbuilt(project)
    if left:
        print(f"not built yet ({len(left)}): {', '.join(left)}")
    return 1 if bad else 0


def known_converters(workspace: Workspace) -> list[str]:
    """The converters a name may refer to: every registered one, the project's own, and each with a history."""
    try:
        known = list(workspace.known)
    except (ImportError, AttributeError, TypeError, ValueError):  # a project's own that cannot be loaded
        known = list(workspace.registry.converters)
    return list(dict.fromkeys([*known, *(name for name, _ in history_chains(workspace.project.history))]))


def command(workspace: Workspace, args: argparse.Namespace) -> int:
    """``history CASE``, ``history --converter C`` or ``history --check``; ``--doc`` is the command line's. A
    converter named that none of the known ones is, is a usage error."""
    project = workspace.project
    if args.html and not Path(args.html).absolute().parent.is_dir():
        print(f"history: --html {args.html}: there is no folder {Path(args.html).absolute().parent}", file=sys.stderr)
        return 2
    try:
        if args.check:
            return check(project)
        parsed = parse(args.case, project.cases_name) if args.case else None
        named = args.converter or (parsed[1] if parsed else "")
        if named and named not in (known := known_converters(workspace)):
            print(f"history: unknown converter {named!r}; known: {', '.join(known)}", file=sys.stderr)
            return 2
        if args.case:
            if parsed is None:
                print(f"{args.case!r} is not a case name; name one as loops.for_break", file=sys.stderr)
                return 2
            case, converter = str(parsed[0]), args.converter or parsed[1] or None
            report, found = case_report(project, case, converter, bisect=args.bisect)
            if not found:
                corpus = list(fingerprints(project.cases, Workspace.load(project).known))
                near = closest(case, corpus) if case not in corpus else []  # a case of the corpus is no misspelling
                report += f"did you mean {', '.join(near)}?\n" if near else ""
            elif args.html:
                from harness.tools.timeline.html import case_history_page

                Path(args.html).write_text(case_history_page(timelines(project, case, converter)), encoding="utf-8")
                print(f"wrote {args.html}", file=sys.stderr)
        elif args.converter:
            report, found = converter_report(project, args.converter)
        else:
            print("history needs a case (loops.for_break) or --converter C, --doc FILE or --check", file=sys.stderr)
            return 2
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    sys.stdout.write(paint(report.splitlines(), sys.stdout.isatty()))
    return 0 if found else 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("case", nargs="?", help="e.g. loops.for_break: each output's changes and the diff at each")
    parser.add_argument("--converter", help="one converter only; without a case, its changes release by release")
    parser.add_argument("--html", metavar="FILE", help="with a case: also write its history as an HTML page")
    parser.add_argument(
        "--bisect", action="store_true", help="with a case: the first release where each output changed, and no diffs"
    )
    add_doc(
        parser,
        "history page (docs/history.md)",
        check="replay every chain against the baselines; with --doc: fail if the page is out of date",
    )
    building = parser.add_argument_group("building it (off CI; the options below go with --build)")
    building.add_argument(
        "--build",
        nargs="*",
        metavar="RELEASE",
        help="convert and store these releases (<framework>-X.Y, or <framework> for all of its releases; none: every release)",
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
    building.add_argument(
        "--stale",
        action="store_true",
        help="in stored releases, convert again only the cases their steps do not compare (added, edited, or their"
        " baseline rendered anew since), every other case's stored outputs kept; each such step stored again",
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
    add_project(parser)


def refused_in_ci(args: argparse.Namespace) -> str:
    """Why a build refuses where ``CI`` is set, or "": its ``--plan`` and ``--convert-only`` write only its work
    folder, and its ``--ci-artifact`` stores into a checkout the job uploads, as the history workflow does.

    >>> refused_in_ci(argparse.Namespace(build=[], plan=False, convert_only=True, ci_artifact=False))
    ''
    """
    if args.build is not None and not (args.plan or args.convert_only or args.ci_artifact):
        return "history --build stores steps into history/ (--convert-only, --plan or --ci-artifact run in CI)"
    return ""


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    project = workspace.project
    if args.build is not None:
        from harness.tools.history.build import build

        work = Path(args.work) if Path(args.work).is_absolute() else project.root / args.work
        convert, store = not args.store_only, not args.convert_only
        if args.stale and args.rebuild:
            print(
                "history --build: --stale or --rebuild, not both (--rebuild converts every case again)", file=sys.stderr
            )
            return 2
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
            args.stale,
        )
    if args.doc:
        return write_doc(history_doc(project), Path(args.doc), args.check, "history")
    return command(workspace, args)
