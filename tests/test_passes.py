"""Pass capture follows TensorFlow's real pipeline, whatever order a release uses."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest
from conftest import write_case

from harness.runner import Request
from harness.workers import WorkerPool

LOOP = """
def for_break(n: int) -> int:
    \"\"\"Breaks out of a loop.\"\"\"
    total = 0
    for i in range(n):
        if total > 10:
            break
        total += i
    return total
"""


def pipeline_in_source() -> list[str]:
    """The pass names ``PyToTF.transform_ast`` calls, read from TensorFlow's source file."""
    spec = importlib.util.find_spec("tensorflow.python.autograph.impl.api")
    assert spec is not None and spec.origin is not None
    tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    method = next(
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name == "transform_ast"
    )
    names = []
    for node in ast.walk(method):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if node.func.attr in ("transform", "verify") and isinstance(owner, ast.Name):
                names.append((node.lineno, owner.id))
            elif node.func.attr == "initial_analysis":
                names.append((node.lineno, "initial_analysis"))
    return [name for _, name in sorted(names)]


def test_every_pass_is_recorded_in_pipeline_order(project: pytest.Pytester) -> None:
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("tensorflow is not installed")
    write_case(project, "loops", LOOP)
    pool = WorkerPool(timeout=120)
    try:
        result = pool.convert("tensorflow", Request(str(project.path), "cases.loops", "for_break", "autograph"))
    finally:
        pool.close()
    outputs = result["outputs"]
    recorded = [line.split()[1] for line in outputs["passes.txt"].splitlines()]
    assert recorded == pipeline_in_source()
    changed = sorted(name for name in outputs if name[:2].isdigit() and name != "00_source.py")
    assert [name.split("_", 1)[1][:-3] for name in changed] == [
        line.split()[1] for line in outputs["passes.txt"].splitlines() if line.endswith(" changed")
    ]
    assert "break_statements" in " ".join(changed)
    assert "ag__.for_stmt" in outputs["converted.py"]
