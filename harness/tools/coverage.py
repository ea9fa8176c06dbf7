"""``python -m harness coverage``: what the corpus's cases came to for a converter, and which AutoGraph passes and
TorchScript builders they reach.

Counts come from the snapshots themselves: each case's verdict (``harness.store.verdicts``), Dynamo's
``breaks.txt``, ``passes.txt`` (which passes ran and changed a case's code; a pass an off feature skipped counts
for nothing) and ``builders.txt`` (which frontend builders scripting a case called).
"""

from __future__ import annotations

import ast
import importlib.util
import re
from collections import Counter
from pathlib import Path

from harness.convert.autograph.passes import RENAME, read_passes
from harness.store.layout import case_dirs, named_outputs
from harness.store.verdicts import NOT_RUN
from harness.tools.matrix import read_verdict

# Steps of the pipeline that analyse or check the code and never rewrite it.
ANALYSIS_STEPS = {"unsupported_features_checker": "checks, never rewrites", "initial_analysis": "annotates, never rewrites"}
# Builders no case can reach, with the reason.
UNREACHABLE = {"StmtBuilder.build_Print": "Python 2's print statement: Python 3's ast has no Print node"}
BUILDER_CLASSES = ("StmtBuilder", "ExprBuilder", "WithItemBuilder")


def pass_counts(baseline: Path) -> Counter[str]:
    """Per pass, the number of cases whose code it changed, in pipeline order (the rename after it is no pass)."""
    counts: Counter[str] = Counter()
    for passes in sorted(named_outputs(baseline, "passes.txt")):
        for row in read_passes(passes.read_text(encoding="utf-8")):
            if row.name != RENAME:
                counts[row.name] += row.state == "changed"
    return counts


def frontend_builders() -> list[str]:
    """Every ``build_*`` method of TorchScript's frontend builders, read from its source file."""
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("torch is not installed: the list of frontend builders comes from its source")
    source = Path(spec.submodule_search_locations[0], "jit", "frontend.py").read_text(encoding="utf-8")
    return builder_names(source)


def builder_names(source: str) -> list[str]:
    """``Class.build_x`` for the builder classes defined in ``source``.

    >>> builder_names("class ExprBuilder:\\n    def build_Name(ctx, e): pass\\n    def helper(): pass\\n")
    ['ExprBuilder.build_Name']
    """
    names = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef) and node.name in BUILDER_CLASSES:
            names += [f"{node.name}.{f.name}" for f in node.body if isinstance(f, ast.FunctionDef) and f.name.startswith("build_")]
    return names


def builder_counts(baseline: Path) -> Counter[str]:
    """Per builder, the number of cases whose scripting called it."""
    counts: Counter[str] = Counter()
    for used in sorted(named_outputs(baseline, "builders.txt")):
        counts.update(set(used.read_text(encoding="utf-8").split()))
    return counts


def table(rows: list[tuple[str, int, str]], title: str) -> list[str]:
    width = max(len(title), *(len(name) for name, _, _ in rows)) if rows else len(title)
    lines = [f"{title:<{width}}  cases"]
    lines += [f"{name:<{width}}  {count:>5}{('  ' + note) if note else ''}" for name, count, note in rows]
    return lines


# Dynamo's title for a break it could not resume from; the break it met is the first line of the body.
UNHANDLED = "Failed to handle graph break gracefully."
_BREAK = re.compile(r"^\d+\. (?P<title>.+)\n(?P<body>(?:(?:   .*)?\n)*)", re.M)


def break_kinds(breaks: str) -> set[str]:
    """The kinds of graph break in Dynamo's ``breaks.txt``: each numbered break's title, repeats once; for a break
    Dynamo could not handle, the break it met.

    >>> sorted(break_kinds("graph breaks: 2\\n\\n1. Data dependent operator\\n   at x\\n2. Data dependent operator (again)\\n"))
    ['Data dependent operator']
    >>> sorted(break_kinds("1. Failed to handle graph break gracefully. Skipping the function and falling back to eager."
    ...                    " Graph break encountered:\\n   at x\\n\\n   Observed exception\\n     Explanation: ...\\n"))
    ['Observed exception']
    """
    kinds: set[str] = set()
    for found in _BREAK.finditer(breaks):
        title = found["title"].removesuffix(" (again)")
        if title.startswith(UNHANDLED):
            met = [line[3:] for line in found["body"].splitlines() if line[3:4].strip() and not line.startswith("   at ")]
            title = met[0] if met else title
        kinds.add(title)
    return kinds


def tallies(baseline: Path) -> tuple[Counter[str], Counter[str], Counter[str]]:
    """Cases by state, rejected cases by error class, and cases with graph breaks by kind.

    An error's class is its first line up to the colon, e.g. ``torch.fx.proxy.TraceError``.
    """
    states: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    for _, case in case_dirs(baseline):
        found = read_verdict(case)
        states += found.rows
        if found.error:
            classes[found.error.split(":")[0]] += 1
        if (case / "breaks.txt").is_file():
            kinds.update(break_kinds((case / "breaks.txt").read_text(encoding="utf-8")))
    return states, classes, kinds


def outcomes(baseline: Path) -> list[str]:
    """How many cases the converter converted, rejected (by error class) or could not run, and its graph breaks by kind."""
    states, classes, kinds = tallies(baseline)
    order = ("converted", "with graph breaks", "trace specialised", "behaviour differs", "ran unconverted", "rejected", NOT_RUN,
             "no snapshot")
    rows = [(state, states[state], "") for state in order if states[state]]
    lines = table(rows, f"{baseline.parent.name} on {baseline.name}")
    for counts, title in ((classes, "rejected, by error class"), (kinds, "graph breaks, by kind")):
        if counts:
            lines += ["", *table([(name, count, "") for name, count in counts.most_common()], title)]
    return lines


def report(converter: str, baseline: Path, fail_under: int) -> tuple[list[str], bool]:
    """What the cases came to; for AutoGraph and TorchScript, the pass or builder table, what no case exercises,
    and whether every counted item reaches ``fail_under``."""
    summary = outcomes(baseline)
    if converter not in ("autograph", "torchscript"):
        return summary, True
    lines, ok = reach(converter, baseline, fail_under)
    return [*summary, "", *lines], ok


def reach(converter: str, baseline: Path, fail_under: int) -> tuple[list[str], bool]:
    """The pass or builder table, what no case exercises, and whether every counted item reaches ``fail_under``."""
    if converter == "autograph":
        counts = pass_counts(baseline)
        names, exempt = list(counts), ANALYSIS_STEPS
        title = f"AutoGraph pass (cases changed), {baseline.name}"
    else:
        counts = builder_counts(baseline)
        names, exempt = frontend_builders(), UNREACHABLE
        title = f"TorchScript builder (cases using it), {baseline.name}"
    rows = [(name, counts[name], exempt.get(name, "")) for name in names]
    short = [name for name, count, _ in rows if count < fail_under and name not in exempt]
    lines = table(rows, title)
    never = [name for name, count, _ in rows if count == 0]
    lines += ["", "exercised by no case: " + (", ".join(never) if never else "none")]
    if fail_under:
        verdict = f"below {fail_under}: " + ", ".join(short) if short else f"every counted item reaches {fail_under}"
        lines.append(verdict)
    return lines, not short
