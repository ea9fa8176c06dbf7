"""What the tools show of Paddle's ``to_static``, framework-free: its transformer walk, and which transformers the cases reach."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from harness.convert.passlog import LOG, PassWalkViews, read
from harness.views import NamedOutputs, reach_table

# Transformers whose job the corpus cannot show, with why (coverage does not count them).
EXEMPT = {
    "AttributeJstTransformer": "removed in PIR mode (Paddle 3)",
    "BasicApiTransformer": "rewrites only the static-graph APIs of Paddle 1 (fluid.dygraph.to_variable), gone from Paddle 2.6",
    "RegisterHookTransformer": "only moves a Tensor.register_hook call before its tensor's last use",
}


def transformer_counts(logs: Iterable[str]) -> Counter[str]:
    """Per transformer, the number of cases whose code it changed, in Paddle's order.

    >>> transformer_counts(["01 A  changed\\n02 B  unchanged\\n", "01 A  changed\\n02 B  removed (pir())\\n"])
    Counter({'A': 2, 'B': 0})
    """
    counts: Counter[str] = Counter()
    for text in logs:
        for row in read(text):
            counts[row.name] += row.changed
    return counts


class PaddleViews(PassWalkViews):
    source_heading = "original source (as Paddle parsed it)"
    steps_heading = "Transformers, in the order to_static applies them"
    final_heading = "final code (the StaticFunction's .code, to_static(full_graph=True))"
    final_output = "converted.py"

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts = transformer_counts(named(LOG))
        rows = [(name, counts[name], EXEMPT.get(name, "")) for name in counts]
        return reach_table(rows, f"to_static transformer (cases changed), {baseline}", EXEMPT, fail_under)


VIEWS = PaddleViews()
