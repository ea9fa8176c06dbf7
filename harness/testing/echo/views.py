"""What the tools show of echo, framework-free: a one-step walk (source to AST), its constants by type, its AST reach.

Echo has no framework, so these views exist to prove, in seconds, that every tool presents a converter
through its views alone: ``show`` walks it, ``explore`` draws the walk, ``coverage`` counts its kinds and
reach, and the matrix and the badges count its "graph breaks" (the case's ``break`` statements).
"""

from __future__ import annotations

import re
from collections import Counter

from harness.views import NamedOutputs, Outputs, Step, Views, reach_table

# The AST nodes whose use echo's reach table counts.
NODES = ("FunctionDef", "Return", "BinOp", "If", "For", "While", "Break")
_NODE = re.compile(r"\b([A-Z]\w*)\(")


class EchoViews(Views):
    source_heading = "source (as echo read it)"
    source_output = "source.py"
    steps_heading = "Echo's steps"
    final_heading = "constants (echo's last output)"
    final_output = "constants.txt"
    verdict_outputs = ("ast.txt",)

    def steps(self, outputs: Outputs) -> list[Step]:
        """One step: the source parsed into its AST.

        >>> [(s.number, s.name, s.state) for s in EchoViews().steps({"source.py": "x\\n", "ast.txt": "Module()\\n"})]
        [('01', 'parse', 'changed')]
        """
        if "ast.txt" not in outputs:
            return []
        return [Step("01", "parse", "changed", True, outputs.get("source.py", ""), outputs["ast.txt"])]

    def in_walk(self, output: str) -> bool:
        return output in ("source.py", "ast.txt")

    def graph_breaks(self, outputs: Outputs) -> int:
        return outputs.get("ast.txt", "").count("Break()")

    def kinds(self, outputs: Outputs) -> dict[str, set[str]]:
        """The types of the case's constants, from ``constants.txt``.

        >>> sorted(EchoViews().kinds({"constants.txt": "'a'\\n0\\n"})["constants, by type"])
        ['int', 'str']
        """
        if "constants.txt" not in outputs:
            return {}
        return {
            "constants, by type": {"str" if line[:1] in "'\"" else "int" for line in outputs["constants.txt"].split()}
        }

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts: Counter[str] = Counter()
        for text in named("ast.txt"):
            counts.update(set(_NODE.findall(text)))
        rows = [(node, counts[node], "") for node in NODES]
        return reach_table(rows, f"echo AST node (cases using it), {baseline}", {}, fail_under)


VIEWS = EchoViews()
