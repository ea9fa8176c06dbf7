"""What the tools show of AutoGraph, framework-free: its pass walk, its outputs' kinds, and which passes the cases reach."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from harness.convert.autograph.passes import RENAME
from harness.convert.passlog import LOG, PassWalkViews, read
from harness.views import NamedOutputs, reach_table

# Steps of the pipeline that analyse or check the code and never rewrite it.
ANALYSIS_STEPS = {
    "unsupported_features_checker": "checks, never rewrites",
    "initial_analysis": "annotates, never rewrites",
}


def pass_counts(logs: Iterable[str]) -> Counter[str]:
    """Per pass, the number of cases whose code it changed, in pipeline order (the rename after it is no pass).

    >>> pass_counts(["01 f  changed\\n02 g  unchanged\\n03 rename  changed\\n", "01 f  changed\\n"])
    Counter({'f': 2, 'g': 0})
    """
    counts: Counter[str] = Counter()
    for text in logs:
        for row in read(text):
            if row.name != RENAME:
                counts[row.name] += row.changed
    return counts


class AutoGraphViews(PassWalkViews):
    """The walk takes each step's code before and after it from ``passes.txt``; a pass that failed did not run, as
    with every converter's walk.

    >>> outputs = {"00_source.py": "a\\n", "passes.txt": "01 f  changed\\n02 g  unchanged\\n03 h  failed\\n", "01_f.py": "b\\n"}
    >>> [(s.name, s.state, s.ran, s.before, s.after) for s in AutoGraphViews().steps(outputs)]
    [('f', 'changed', True, 'a\\n', 'b\\n'), ('g', 'unchanged', True, 'b\\n', 'b\\n'), ('h', 'failed', False, 'b\\n', 'b\\n')]
    """

    source_heading = "original source (as AutoGraph parsed it)"
    steps_heading = "Passes, in the order tf.function runs them"
    final_heading = "final code (tf.autograph.to_code, with the options tf.function uses)"
    final_output = "converted.py"

    def case_options(self, options: Mapping[str, tuple[str, ...]]) -> str:
        features = options.get("autograph_features", ())
        return f"with {', '.join(features)}" if features else ""

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts = pass_counts(named(LOG))
        rows = [(name, counts[name], ANALYSIS_STEPS.get(name, "")) for name in counts]
        return reach_table(rows, f"AutoGraph pass (cases changed), {baseline}", ANALYSIS_STEPS, fail_under)


VIEWS = AutoGraphViews()
