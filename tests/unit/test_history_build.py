"""Which converters a release's build converts: those that run on it and have no committed baseline there."""

from __future__ import annotations

from pathlib import Path

from harness.project import Project
from harness.tools.history_build import Builder

RELEASES = """[torch]
converters = ["torchscript", "export"]
releases = [
    { release = "2.0", install = ["torch==2.0.1"] },
    { release = "2.1", install = ["torch==2.1.2"] },
    { release = "2.2", install = ["torch==2.2.2"] },
]
"""


def test_a_converter_older_than_its_minimum_is_neither_converted_nor_waited_for(tmp_path: Path) -> None:
    """export needs torch 2.1: at torch 2.0 it is not converted and needs no step, so torch 2.0, whose TorchScript
    has a full baseline, is not planned at all; torch 2.1 and 2.2 convert both."""
    (tmp_path / "cases").mkdir()
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "releases.toml").write_text(RELEASES)
    baseline = tmp_path / "snapshots" / "torchscript" / "torch-2.0" / "loops" / "f"
    baseline.mkdir(parents=True)
    (baseline / "code.py").write_text("pass\n")
    builder = Builder(Project(tmp_path, {}), tmp_path / "history", tmp_path / "work", uv="uv")
    old, one, two = builder.releases
    assert [builder.runs(old, "export"), builder.runs(one, "export")] == [False, True]
    assert builder.unconverted(old) == [] and builder.full(old) and builder.done(old)
    assert builder.unconverted(one) == builder.unconverted(two) == ["torchscript", "export"]
