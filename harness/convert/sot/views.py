"""What the tools show of Paddle SOT, framework-free: its graph breaks and fallbacks, counted and by kind, from ``breaks.txt``."""

from __future__ import annotations

from harness.convert.sot import breaks
from harness.views import Outputs, Views


class SotViews(Views):
    verdict_outputs = ("breaks.txt",)

    def graph_breaks(self, outputs: Outputs) -> int:
        return breaks.count(outputs.get("breaks.txt", ""))

    def kinds(self, outputs: Outputs) -> dict[str, set[str]]:
        return breaks.kinds(outputs["breaks.txt"]) if "breaks.txt" in outputs else {}


VIEWS = SotViews()
