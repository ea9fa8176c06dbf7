"""Compare two baselines: counts per case file and output kind, then the diffs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from harness.convert import saved
from harness.converter import Converter, views_of
from harness.store.baselines import (
    IMPORTED,
    MANIFEST,
    development_builds,
    moves,
    only_interpreter,
    read_manifest,
    recorded_imports,
)
from harness.store.layout import case_dirs, outputs
from harness.textdiff import edit_lines, unified_diff
from harness.tools.diff.engine.align import align, renamed_only
from harness.tools.diff.engine.one_sided import CORPUS, OneSided, one_sided
from harness.views import DEFAULT, Views

STATES = ("identical", "changed", "added", "removed")
REFUSED = "refused"  # an edit's kind: a replay.txt that says an older release's saved program no longer runs alike


@dataclass(frozen=True)
class Output:
    """One output file of one case, in either baseline."""

    module: str
    case: str
    name: str
    state: str
    old: str | None
    new: str | None

    @property
    def path(self) -> str:
        return f"{self.module}/{self.case}/{self.name}"

    def diff(self, old_label: str, new_label: str) -> list[str]:
        return unified_diff(self.old or "", self.new or "", self.path, (old_label, new_label))

    @cached_property
    def refused(self) -> tuple[tuple[str, str, str], ...]:
        """The older releases whose saved program the newer baseline no longer runs alike, where this output is a
        ``replay.txt``: (release, verdict, the loader's reason or how it differs)."""
        if self.name != saved.REPLAY or self.new is None:
            return ()
        return tuple(saved.newly_refused(self.old, self.new))

    @cached_property
    def renamed_only(self) -> bool:
        """Changed, but only in the names it binds (see ``align``)."""
        return self.state == "changed" and renamed_only(self.old or "", self.new or "")

    @cached_property
    def aligned(self) -> str | None:
        """The new text with its names aligned to the old one's, unless that diff would be longer than the plain one."""
        if self.state != "changed":
            return None
        old, new = self.old or "", self.new or ""
        text = align(old, new)
        return text if len(unified_diff(old, text, "", ("", ""))) <= len(self.diff("", "")) else None

    def aligned_diff(self, old_label: str, new_label: str) -> list[str]:
        """The diff with the new names aligned to the old ones, or the plain diff (so labelled) when that is shorter."""
        if self.aligned is None:
            return unified_diff(
                self.old or "", self.new or "", self.path, (old_label, f"{new_label}, names as written")
            )
        labels = (old_label, f"{new_label}, names aligned with {old_label}")
        return unified_diff(self.old or "", self.aligned, self.path, labels)


@dataclass
class Comparison:
    """Every output of the cases two baselines share, classified, and the cases only one of them has.

    A case in only one baseline was added to (or removed from) the corpus while the
    other baseline was not updated: no framework change made it, so it is listed,
    not compared.
    """

    old_root: Path
    new_root: Path
    outputs: list[Output] = field(default_factory=list)
    only_old: list[str] = field(default_factory=list)  # "<case file>/<case>" folders
    only_new: list[str] = field(default_factory=list)
    views: Views = DEFAULT  # the converter's, which know its output kinds
    family: tuple[str, ...] = ()  # the converter's ``family``: a manifest records each member where installed
    one_sided: list[OneSided] = field(default_factory=list)  # only_new, then only_old, each with its cause

    def kind(self, output: Output) -> str:
        """An output's kind, whatever pass or method it belongs to (``NN_functions.py``, ``graph.txt``)."""
        return self.views.output_kind(output.name)

    @property
    def differs(self) -> bool:
        return any(o.state != "identical" for o in self.outputs)

    def case_states(self) -> dict[tuple[str, str], str]:
        """Per case both baselines have: changed (any output not identical) or identical."""
        states: dict[tuple[str, str], str] = {}
        for output in self.outputs:
            key = (output.module, output.case)
            if states.get(key) != "changed":
                states[key] = "identical" if output.state == "identical" else "changed"
        return states

    def counts(self, by: str) -> dict[str, Counter[str]]:
        """Output states counted per ``module`` or per output ``kind``."""
        table: dict[str, Counter[str]] = {}
        for output in self.outputs:
            key = output.module if by == "module" else self.kind(output)
            table.setdefault(key, Counter())[output.state] += 1
        return dict(sorted(table.items()))

    def changed(self) -> list[Output]:
        return [o for o in self.outputs if o.state != "identical"]


def _files(root: Path) -> dict[tuple[str, str, str], str]:
    """Every output of a baseline folder; one that cannot be read as text raises ValueError naming it."""
    files = {}
    for module, case in case_dirs(root):
        for path in outputs(case):
            try:
                files[module, case.name, path.name] = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise ValueError(f"{path}: not a readable snapshot ({exc})") from None
    return files


def compare(
    old_root: Path,
    new_root: Path,
    converters: Mapping[str, Converter],
    cases_dir: Path | None = None,
) -> Comparison:
    """Classify every output of two baseline folders (``<converter>/<framework-X.Y>``), as ``converters`` (every known
    one: ``Workspace.known``) view them; with the project's ``cases_dir``, say why a case is in one of them only."""
    for root in (old_root, new_root):
        if not root.is_dir():
            raise FileNotFoundError(f"no baseline at {root}")
    old, new = _files(old_root), _files(new_root)
    old_cases, new_cases = ({f"{m}/{c}" for m, c, _ in files} for files in (old, new))
    comparison = Comparison(
        old_root,
        new_root,
        only_old=sorted(old_cases - new_cases),
        only_new=sorted(new_cases - old_cases),
        views=views_of(new_root.parent.name, converters),
    )
    entry = converters.get(new_root.parent.name)
    comparison.family = entry.family if entry else ()
    if entry and (comparison.only_old or comparison.only_new):
        comparison.one_sided = one_sided(
            comparison.only_old, comparison.only_new, old_root, new_root, entry, cases_dir, converters
        )
    for key in sorted(k for k in set(old) | set(new) if f"{k[0]}/{k[1]}" in old_cases & new_cases):
        before, after = old.get(key), new.get(key)
        if before is None:
            state = "added"
        elif after is None:
            state = "removed"
        else:
            state = "identical" if before == after else "changed"
        comparison.outputs.append(Output(*key, state, before, after))
    return comparison


def _table(title: str, rows: dict[str, Counter[str]]) -> list[str]:
    """A table of output states, its rows where something changed only; none when nothing did."""
    rows = {key: counter for key, counter in rows.items() if any(counter[s] for s in STATES[1:])}
    if not rows:
        return []
    width = max([len(title), *(len(k) for k in rows)])
    lines = ["", f"{title:<{width}}  " + "  ".join(f"{s:>9}" for s in STATES)]
    for key, counter in rows.items():
        lines.append(f"{key:<{width}}  " + "  ".join(f"{counter[s]:>9}" for s in STATES))
    return lines


def edit_of(output: Output) -> tuple[str, str, tuple[str, ...]]:
    """What an output's change is, the case's own names taken out: its name, its state and the lines its diff
    removes and adds. Outputs of many cases with one edit (a warning a release stops emitting) share it.

    >>> a = Output("m", "f", "code.py", "changed", "def f(x):\\n    return x + 1\\n", "def f(x):\\n    return x + 2\\n")
    >>> b = Output("n", "g", "code.py", "changed", "def g(x):\\n    y = 0\\n    return x + 1\\n", "def g(x):\\n    y = 0\\n    return x + 2\\n")
    >>> edit_of(a) == edit_of(b), edit_of(a)[2]
    (True, ('-    return x + 1', '+    return x + 2'))
    """

    own = {output.case: "<case>", output.module: "<module>"}
    if output.refused:  # a refusal is its own kind of edit, whatever else its replay.txt gained
        return output.name, REFUSED, tuple(": ".join(line) for line in output.refused)
    return output.name, output.state, edit_lines(output.old, output.new, own)


def groups(outputs: list[Output]) -> list[list[Output]]:
    """The outputs grouped by their edit (``edit_of``): the refusals first, then the largest group first, then in the
    order they come."""
    found: dict[tuple[str, str, tuple[str, ...]], list[Output]] = {}
    for output in outputs:
        found.setdefault(edit_of(output), []).append(output)
    return sorted(found.values(), key=lambda group: (not group[0].refused, -len(group)))


def refused_line(comparison: Comparison, new_label: str) -> list[str]:
    """The summary's line of the cases whose older saved programs the newer baseline no longer runs alike, with
    each older release's count; none when there are none.

    >>> from pathlib import Path
    >>> out = Output("m", "f", saved.REPLAY, "changed", "a-1.0: same outputs on 1 input set\\n", "a-1.0: does not load: E\\n")
    >>> refused_line(Comparison(Path("a"), Path("b"), [out]), "c/a-1.1")
    ["refused: 1 case's older saved programs, which c/a-1.1 does not load or runs otherwise (a-1.0 in 1)"]
    """
    refusing = [o for o in comparison.outputs if o.refused]
    if not refusing:
        return []
    releases = Counter(release for o in refusing for release in dict.fromkeys(r for r, _, _ in o.refused))
    per = ", ".join(f"{release} in {count}" for release, count in sorted(releases.items()))
    cases = f"{len(refusing)} cases'" if len(refusing) != 1 else "1 case's"
    return [f"refused: {cases} older saved programs, which {new_label} does not load or runs otherwise ({per})"]


def shared_edits(comparison: Comparison, limit: int = 5) -> list[str]:
    """The edits made in several cases, the largest first, one line each: ```warnings.txt` removed in 171 cases
    (first: `loops/for_break/warnings.txt`)``."""
    shared = [group for group in groups(comparison.changed()) if len(group) > 1]
    return [f"`{group[0].name}` {what(group[0])} in {len(group)} cases (first: `{group[0].path}`)" for group in shared][
        :limit
    ]


def what(output: Output) -> str:
    """What happened to an output, in a word or a few: its state, or a refusal of an older release's program."""
    return "refuses an older release's saved program" if output.refused else output.state


def change_lines(output: Output, old_label: str, new_label: str) -> list[str]:
    """One output's change: its diff; an added or removed output with its content."""
    if output.state == "changed":
        return output.diff(old_label, new_label)
    return [f"{output.state}: {output.path}", *output.diff(old_label, new_label)]


def corpus_lines(comparison: Comparison, old_label: str, new_label: str) -> list[str]:
    """The cases only one baseline has, grouped by why: no framework change made them, so they are not compared."""
    labels = {comparison.old_root: old_label, comparison.new_root: new_label}
    groups: dict[tuple[Path, str], list[str]] = {}
    for entry in comparison.one_sided:
        groups.setdefault((entry.only_in, entry.cause), []).append(entry.case)
    if not comparison.one_sided:  # a converter the harness does not know: the cause is not known either
        groups = {
            (comparison.new_root, CORPUS): comparison.only_new,
            (comparison.old_root, CORPUS): comparison.only_old,
        }
    lines = []
    for (only_in, cause), cases in groups.items():
        if not cases:
            continue
        other = labels[comparison.old_root if only_in == comparison.new_root else comparison.new_root]
        shown = ", ".join(c.replace("/", ".") for c in cases[:5]) + (", …" if len(cases) > 5 else "")
        lines += [
            f"not compared: {len(cases)} case(s) only in {labels[only_in]}, not in {other}: {shown}",
            f"({cause})",
        ]
    return lines


def fixing_baselines(comparison: Comparison) -> list[Path]:
    """The baselines whose update brings the one-sided cases in line with the corpus (none for a companion's or a
    converter's limits, which no update changes)."""
    return sorted({entry.stale_in for entry in comparison.one_sided if entry.stale_in is not None})


def versions_lines(comparison: Comparison) -> list[str]:
    """What moved between the two baselines' manifests (the framework, a companion, a member of its family (a
    library that shapes its outputs), a distribution the conversions imported), and the development builds the newer one depends on."""
    old, new = read_manifest(comparison.old_root), read_manifest(comparison.new_root)
    moved = moves(old, new, comparison.family) if old and new else []
    builds = development_builds(new)
    alone = " (only the interpreter moved)" if only_interpreter(moved) else ""
    return (["moved:   " + ", ".join(moved) + alone] if moved else []) + (
        [f"development builds, which a pin does not hold still: {', '.join(builds)}"] if builds else []
    )


def summary_lines(comparison: Comparison, old_label: str, new_label: str) -> list[str]:
    """The summary printed before the diffs."""
    cases = Counter(comparison.case_states().values())
    outputs = Counter(o.state for o in comparison.outputs)
    lines = [
        f"{old_label} -> {new_label}",
        "cases:   " + ", ".join(f"{cases[s]} {s}" for s in STATES[:2]),
        "outputs: " + ", ".join(f"{outputs[s]} {s}" for s in STATES),
        *refused_line(comparison, new_label),
        *versions_lines(comparison),
        *corpus_lines(comparison, old_label, new_label),
        *_table("case file (outputs)", comparison.counts("module")),
        *_table("output kind", comparison.counts("kind")),
    ]
    manifests = [
        (label, root / MANIFEST) for label, root in ((old_label, comparison.old_root), (new_label, comparison.new_root))
    ]
    for label, manifest in manifests:
        if manifest.is_file():
            text = manifest.read_text(encoding="utf-8").split(f"\n[{IMPORTED}]")[0]
            versions = [line for line in text.splitlines() if line and not line.startswith("#")]
            imported = recorded_imports(read_manifest(manifest.parent))
            versions += [f"imported {name} {version}" for name, version in imported.items()]
            lines += ["", f"{label} was written by: " + "; ".join(versions)]
    return lines


def baseline_report(comparison: Comparison, old_label: str, new_label: str) -> str:
    """Summary, then each change: one edit made in many cases once, with its count, the cases and the diff of the
    first; an added or removed output with its content."""
    lines = summary_lines(comparison, old_label, new_label)
    found = groups(comparison.changed())
    if any(len(group) > 1 for group in found):
        lines += ["", f"{len(comparison.changed())} outputs changed, added or removed: {len(found)} edits"]
    for number, group in enumerate(found, 1):
        first = group[0]
        lines.append("")
        if first.refused:
            where = f"{len(group)} cases: " if len(group) > 1 else ""
            lines.append(
                f"edit {number} of {len(found)}, a refusal: {new_label} no longer runs an older release's saved "
                f"program alike in {where}{', '.join(f'{o.module}.{o.case}' for o in group)}"
            )
            lines += [f"  {': '.join(line)}" for line in first.refused]
            lines += change_lines(first, old_label, new_label)
            continue
        if len(group) > 1:
            cases = ", ".join(f"{o.module}.{o.case}" for o in group)
            lines += [f"edit {number} of {len(found)}: {first.name} {first.state} in {len(group)} cases: {cases}"]
            lines += [f"(the same edit in each, the case's own names aside; {first.module}.{first.case}'s shown)"]
        elif len(found) > 1:
            lines.append(f"edit {number} of {len(found)}: {first.name} {first.state} in {first.module}.{first.case}")
        lines += change_lines(first, old_label, new_label)
    return "\n".join(lines) + "\n"
