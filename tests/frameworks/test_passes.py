"""Pass capture follows the pipeline tf.function really runs, whatever order a release uses."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

from harness.convert.autograph.passes import RENAME
from harness.convert.passlog import final, read
from harness.worker.pool import WorkerPool
from harness.worker.protocol import Request
from helpers import CONVERTERS, write_case

LOOP = """
from harness import case

def for_break(n: int) -> int:
    \"\"\"Breaks out of a loop.\"\"\"
    total = 0
    for i in range(n):
        if total > 10:
            break
        total += i
    return total

@case(autograph_features=("LISTS",))
def with_lists(n: int) -> list:
    \"\"\"Builds a list in a loop.\"\"\"
    items = []
    for i in range(n):
        items.append(i)
    return items
"""


def pipeline_in_source() -> list[str]:
    """The pass names ``PyToTF.transform_ast`` calls, read from TensorFlow's source file (found without importing
    TensorFlow, whose import sets environment variables in this process)."""
    spec = importlib.util.find_spec("tensorflow")
    assert spec is not None and spec.submodule_search_locations
    api = Path(next(iter(spec.submodule_search_locations))) / "python" / "autograph" / "impl" / "api.py"
    tree = ast.parse(api.read_text(encoding="utf-8"))
    method = next(node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == "transform_ast")
    names = []
    for node in ast.walk(method):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if node.func.attr in ("transform", "verify") and isinstance(owner, ast.Name):
                names.append((node.lineno, owner.id))
            elif node.func.attr == "initial_analysis":
                names.append((node.lineno, "initial_analysis"))
    return [name for _, name in sorted(names)]


def convert(project: pytest.Pytester, *names: str) -> list[dict[str, str]]:
    autograph = CONVERTERS["autograph"]
    pool = WorkerPool(120, {"autograph": autograph})
    try:
        return [
            pool.convert("tensorflow", Request(str(project.path), "cases.loops", name, autograph.name))["outputs"]
            for name in names
        ]
    finally:
        pool.close()


@pytest.mark.real_framework
def test_every_pass_is_recorded_in_pipeline_order(project: pytest.Pytester) -> None:
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("tensorflow is not installed")
    write_case(project, "loops", LOOP)
    plain, lists = convert(project, "for_break", "with_lists")
    for outputs in (plain, lists):
        rows = read(outputs["passes.txt"])
        assert [row.name for row in rows] == [*pipeline_in_source(), RENAME]
        changed = sorted(name for name in outputs if name[:2].isdigit() and name != "00_source.py")
        assert changed == [row.file for row in rows if row.state == "changed"]
        assert final(outputs) == outputs["converted.py"]
    states = {row.name: row.state for row in read(plain["passes.txt"])}
    assert states["asserts"] == "skipped (ASSERT_STATEMENTS is off)"
    assert states["lists"] == states["slices"] == "skipped (LISTS is off)"
    assert states["break_statements"] == states[RENAME] == "changed"
    assert "ag__.for_stmt" in plain["converted.py"] and "optional_features=()" in plain["converted.py"]
    states = {row.name: row.state for row in read(lists["passes.txt"])}
    assert states["lists"] == "changed" and states["asserts"] == "skipped (ASSERT_STATEMENTS is off)"
    assert "ag__.new_list" in lists["converted.py"] and "optional_features=ag__.Feature.LISTS" in lists["converted.py"]


@pytest.mark.real_framework
def test_a_feature_the_installed_tensorflow_lacks_is_an_error(project: pytest.Pytester) -> None:
    if importlib.util.find_spec("tensorflow") is None:
        pytest.skip("tensorflow is not installed")
    write_case(
        project,
        "loops",
        "from harness import case\n\n@case(autograph_features=('TELEPORT',))\ndef f(x):\n    return x\n",
    )
    (outputs,) = convert(project, "f")
    assert outputs["error.txt"].startswith("step: options\nValueError: AutoGraph ")
    assert "no optional feature TELEPORT; it has ALL, AUTO_CONTROL_DEPS" in outputs["error.txt"]
