"""What the tools show of TorchScript, framework-free: which frontend builders the cases' scripting reached."""

from __future__ import annotations

import ast
import importlib.util
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from harness.convert import rejection
from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.behaviour.text import specialised_runners
from harness.views import NamedOutputs, Outputs, Views, reach_table

BUILDER_CLASSES = ("StmtBuilder", "ExprBuilder", "WithItemBuilder")  # the frontend classes whose build_* methods count
# Builders no case can reach, with the reason.
UNREACHABLE = {"StmtBuilder.build_Print": "Python 2's print statement: Python 3's ast has no Print node"}


def builder_names(source: str) -> list[str]:
    """``Class.build_x`` for the builder classes defined in ``source``.

    >>> builder_names("class ExprBuilder:\\n    def build_Name(ctx, e): pass\\n    def helper(): pass\\n")
    ['ExprBuilder.build_Name']
    """
    names = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef) and node.name in BUILDER_CLASSES:
            names += [
                f"{node.name}.{f.name}"
                for f in node.body
                if isinstance(f, ast.FunctionDef) and f.name.startswith("build_")
            ]
    return names


def frontend_builders() -> list[str]:
    """Every ``build_*`` method of the installed TorchScript frontend's builders, read from its source, not imported."""
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("torch is not installed: the list of frontend builders comes from its source")
    source = Path(spec.submodule_search_locations[0], "jit", "frontend.py").read_text(encoding="utf-8")
    return builder_names(source)


def builder_counts(used: Iterable[str]) -> Counter[str]:
    """Per builder, the number of cases whose scripting called it, from each case's ``builders.txt``.

    >>> builder_counts(["ExprBuilder.build_Name\\nStmtBuilder.build_If\\n", "ExprBuilder.build_Name\\n"])
    Counter({'ExprBuilder.build_Name': 2, 'StmtBuilder.build_If': 1})
    """
    counts: Counter[str] = Counter()
    for text in used:
        counts.update(set(text.split()))
    return counts


def stages(outputs: Outputs) -> list[tuple[str, str, str]]:
    """``torch.jit.script``'s and ``torch.jit.trace``'s outcomes apart, where the case was traced too.

    >>> stages({"code.py": "", "trace_graph.txt": "graph(...)", "behaviour.txt": "torch.jit.trace is specialised to its inputs: x\\n"})
    [('script', 'converted', ''), ('trace', 'specialised', '')]
    >>> stages({"error.txt": "step: script\\nRuntimeError: no\\n", "trace_graph.txt": "tracing failed\\nstep: trace\\nE: x\\n"})
    [('script', 'rejected', 'step: script\\nRuntimeError: no\\n'), ('trace', 'rejected', 'step: trace\\nE: x\\n')]
    >>> stages({"code.py": ""})
    []
    """
    if "trace_graph.txt" not in outputs:
        return []
    script = outputs.get(rejection.FILE)
    scripted = ("script", "converted", "") if script is None else ("script", "rejected", script)
    trace = outputs["trace_graph.txt"]
    if trace.startswith("tracing failed\n"):
        return [scripted, ("trace", "rejected", trace.partition("\n")[2])]
    specialised = "torch.jit.trace" in specialised_runners(outputs.get(BEHAVIOUR, ""))
    return [scripted, ("trace", "specialised" if specialised else "converted", "")]


class TorchScriptViews(Views):
    def stages(self, outputs: Outputs) -> list[tuple[str, str, str]]:
        return stages(outputs)

    def reach(self, named: NamedOutputs, baseline: str, fail_under: int) -> tuple[list[str], bool]:
        counts = builder_counts(named("builders.txt"))
        rows = [(name, counts[name], UNREACHABLE.get(name, "")) for name in frontend_builders()]
        return reach_table(rows, f"TorchScript builder (cases using it), {baseline}", UNREACHABLE, fail_under)


VIEWS = TorchScriptViews()
