"""A model's positions name the method that holds each line and do not move when code above it changes, and its
compile report gives TorchScript's script and trace apart (torch)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import snapshot_tree, write_case

pytest.importorskip("torch")
pytestmark = pytest.mark.real_framework

MODEL = '''
import torch
from torch import nn

from harness import case


@case(inputs=lambda: (torch.ones(3),))
class Gate(nn.Module):
    """Doubles a positive sum: the branch on the data is a graph break, and the trace replays one side."""

    def forward(self, x):
        y = x * 3
        if y.sum() > 0:
            y = y * 2.0
        return y
'''
ABOVE = """
# A helper added above the model, and a method added above its forward: no position of forward moves.
def _helper():
    return 1

"""


@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_a_method_is_named_and_code_above_it_moves_no_snapshot(project: pytest.Pytester) -> None:
    write_case(project, "zoo", MODEL)
    converters = ("-o", "harness_converters=torchscript\ndynamo", "-p", "no:cacheprovider")
    project.runpytest_subprocess(*converters, "--snapshot-update").assert_outcomes(passed=2)
    written = snapshot_tree(project.path)
    breaks = next(text for name, text in written.items() if name.endswith("Gate/breaks.txt")).decode()
    assert "at cases/zoo.py:Gate.forward:3" in breaks, breaks
    graph = next(text for name, text in written.items() if name.endswith("Gate/graph.txt")).decode()
    assert "# cases/zoo.py:Gate.forward:2:" in graph and ":Gate:" not in graph, graph

    moved = MODEL.replace("\n@case(", ABOVE + "\n@case(").replace(
        "    def forward(self, x):", "    def extra(self):\n        return 0\n\n    def forward(self, x):"
    )
    write_case(project, "zoo", moved)
    project.runpytest_subprocess(*converters).assert_outcomes(passed=2)
    assert snapshot_tree(project.path) == written


@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_the_compile_report_gives_script_and_trace_apart(project: pytest.Pytester) -> None:
    write_case(project, "zoo", MODEL)
    converters = ("-o", "harness_converters=torchscript", "-p", "no:cacheprovider")
    project.runpytest_subprocess(*converters, "--snapshot-update").assert_outcomes(passed=1)
    baseline = next((project.path / "snapshots" / "torchscript").iterdir()).name
    shown = subprocess.run(
        [sys.executable, "-m", "harness", "report", baseline],
        cwd=project.path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "  torchscript: specialised [script: converted; trace: specialised]" in shown.stdout.splitlines(), (
        shown.stdout + shown.stderr
    )


MIXER = """
import torch
from torch import nn


class Mixer(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 4)

    def forward(self, x):
        y = self.proj(x)
        if y.sum() > 0:
            return y.relu()
        return y
"""
LIBRARY_CASE = """
import torch

from harness import case
from tinylib.mixer import Mixer


@case(factory=True, inputs=lambda: (torch.ones(2, 4),))
def mixer():
    torch.manual_seed(0)
    return Mixer().eval()
"""


@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_a_model_librarys_own_code_is_named_by_package_module_and_method(project: pytest.Pytester) -> None:
    """Issue 50: a graph break in the library's own model, Dynamo's graph comments and export's frames name
    ``package/module.py`` and the method (``tinylib/mixer.py:Mixer.forward:3``, ``torch/_export/...``), never a bare
    file name behind ``.../`` nor a package glued to one (``_export.../non_strict_utils.py``)."""
    (project.path / "tinylib").mkdir()
    (project.path / "tinylib" / "__init__.py").write_text("")
    (project.path / "tinylib" / "mixer.py").write_text(MIXER)
    write_case(project, "models", LIBRARY_CASE)
    converters = ("-o", "harness_converters=dynamo\nexport", "-p", "no:cacheprovider")
    project.runpytest_subprocess(*converters, "--snapshot-update").assert_outcomes(passed=2)
    written = {name: text.decode() for name, text in snapshot_tree(project.path).items()}
    breaks = next(text for name, text in written.items() if name.endswith("mixer/breaks.txt"))
    assert "   at tinylib/mixer.py:Mixer.forward:3\n" in breaks, breaks
    graphs = next(text for name, text in written.items() if name.endswith("mixer/graphs.py"))
    assert "# File: tinylib/mixer.py:Mixer.forward:2 in forward, code: y = self.proj(x)" in graphs, graphs
    error = next(text for name, text in written.items() if name.startswith("export/") and name.endswith("error.txt"))
    assert 'File "tinylib/mixer.py", line Mixer.forward:3, in forward' in error, error
    assert "Caused by: (" not in error or "Caused by: (torch/_export/" in error, error
    assert not [name for name, text in written.items() if ".../" in text], written
