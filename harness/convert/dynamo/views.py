"""What the tools show of Dynamo, framework-free: its graph breaks, counted and by kind, from ``breaks.txt``."""

from __future__ import annotations

from harness.convert.dynamo import breaks
from harness.views import Outputs, Views


class DynamoViews(Views):
    verdict_outputs = ("breaks.txt",)

    def graph_breaks(self, outputs: Outputs) -> int:
        return breaks.count(outputs.get("breaks.txt", ""))

    def kinds(self, outputs: Outputs) -> dict[str, set[str]]:
        return {"graph breaks, by kind": breaks.kinds(outputs["breaks.txt"])} if "breaks.txt" in outputs else {}


VIEWS = DynamoViews()
