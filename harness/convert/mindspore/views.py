"""What the tools show of MindSpore's ``jit``, framework-free: its pipeline's stages, and which the cases reach."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from harness.convert.passlog import LOG, PassWalkViews, read
from harness.views import NamedOutputs, reach_table


def stage_counts(logs: Iterable[str]) -> Counter[str]:
    """Per stage, the number of cases whose graph it changed, in the pipeline's order.

    >>> stage_counts(["01 bootstrap  changed\\n02 cconv  unchanged\\n", "01 bootstrap  changed\\n02 cconv  changed\\n"])
    Counter({'bootstrap': 2, 'cconv': 1})
    """
    counts: Counter[str] = Counter()
    for text in logs:
        for row in read(text, ".ir"):
            counts[row.name] += row.changed
    return counts


class MindSporeViews(PassWalkViews):
    """The walk takes each stage's graph before and after it from ``passes.txt`` and ``NN_<stage>.ir``.

    >>> outputs = {"00_source.py": "a\\n", "passes.txt": "01 bootstrap  changed\\n02 cconv  failed\\n", "01_bootstrap.ir": "b\\n"}
    >>> [(s.name, s.state, s.ran, s.after) for s in MindSporeViews().steps(outputs)]
    [('bootstrap', 'changed', True, 'b\\n'), ('cconv', 'failed', False, 'b\\n')]
    """

    source_heading = "original source (the function or Cell mindspore.jit parses)"
    suffix = ".ir"
    steps_heading = "Stages of the graph-mode pipeline, in the order MindSpore runs them (the graph after each)"
    final_heading = "validated graph (the IR after the validate stage)"
    final_output = "validated.ir"

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts = stage_counts(named(LOG))
        rows = [(name, counts[name], "") for name in counts]
        return reach_table(rows, f"graph-mode stage (cases changed), {baseline}", {}, fail_under)


VIEWS = MindSporeViews()
