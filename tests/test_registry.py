"""The converter registry: built-in converters, those an installed package registers, and a project's choice."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from harness.frameworks import BUILT_IN, active, load

ENTRY = """
from harness.frameworks import Converter

CONVERTER = Converter("mine", "harness", ("dy2static-harness",), "harness.convert.echo", title="Mine")
"""


def test_an_installed_package_registers_a_converter_through_its_entry_point(tmp_path: Path) -> None:
    (tmp_path / "my_harness_entry.py").write_text(ENTRY, encoding="utf-8")
    info = tmp_path / "my_converter-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: my-converter\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[dy2static_harness.converters]\nmine = my_harness_entry:CONVERTER\n", encoding="utf-8")
    listed = subprocess.run(
        [sys.executable, "-c", "from harness.frameworks import CONVERTERS; print(' '.join(CONVERTERS))"],
        env={"PYTHONPATH": str(tmp_path), "PATH": ""}, capture_output=True, text=True, timeout=60, check=True,
    )
    assert listed.stdout.split() == [c.name for c in BUILT_IN] + ["mine"]


def test_a_project_picks_converters_by_name_or_reference() -> None:
    assert list(active(["torchscript", "harness.convert.echo:ECHO"])) == ["torchscript", "echo"]
    assert load("harness.convert.echo:ECHO").driver == "harness.convert.echo"
    with pytest.raises(TypeError, match="is a tuple, not a harness.frameworks.Converter"):
        active(["harness.frameworks:BUILT_IN"])
