"""What the tools show of Dynamo, framework-free: its graph breaks, counted, by kind and where, from ``breaks.txt``, and
the operations of each captured graph, from ``graphs.py``."""

from __future__ import annotations

import re

from harness.convert.dynamo import breaks
from harness.views import Outputs, Views

_GRAPH = re.compile(r"^# graph \d+ of \d+$", re.M)
_OPERATION = re.compile(r'^\s+[A-Za-z_]\w*: "[^"]*" = ', re.M)  # a node with a value: ``mul: "f32[3]" = l_y_ * 2.0``


def graph_sizes(graphs: str) -> list[int]:
    """The operations of each graph of ``graphs.py``, in order.

    >>> graph_sizes('# graph 1 of 2\\n    def forward(self, L_x_: "f32[3]"):\\n        l_x_ = L_x_\\n'
    ...             '        y: "f32[3]" = l_x_ + 1.0\\n\\n# graph 2 of 2\\n        a: "f32[3]" = b * 2\\n        c: "f32[3]" = a.sin()\\n')
    [1, 2]
    """
    return [len(_OPERATION.findall(part)) for part in _GRAPH.split(graphs)[1:]]


class DynamoViews(Views):
    verdict_outputs = ("breaks.txt",)

    def graph_breaks(self, outputs: Outputs) -> int:
        return breaks.count(outputs.get("breaks.txt", ""))

    def graph_sizes(self, outputs: Outputs) -> list[int] | None:
        if "breaks.txt" not in outputs:
            return None
        return graph_sizes(outputs.get("graphs.py", "")) or [0] * breaks.graphs(outputs["breaks.txt"])

    def break_sites(self, outputs: Outputs) -> list[tuple[str, str]]:
        return breaks.sites(outputs.get("breaks.txt", ""))

    def kinds(self, outputs: Outputs) -> dict[str, set[str]]:
        return {"graph breaks, by kind": breaks.kinds(outputs["breaks.txt"])} if "breaks.txt" in outputs else {}


VIEWS = DynamoViews()
