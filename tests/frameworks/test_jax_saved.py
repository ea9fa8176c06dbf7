"""jax's saved program needs flatbuffers, which jax does not require: without it a case fails naming the module, and a
baseline's manifest records it, so that ``requirements`` installs it (issue 62)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from harness.store.baselines import read_manifest
from harness.tools.requirements import requirements
from helpers import baseline, converter_entry, write_case

pytest.importorskip("jax")

CASE = """
import jax.numpy as jnp

from harness import case


@case(inputs=lambda: (jnp.ones(2),))
def double(x):
    return x * 2
"""


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_without_flatbuffers_a_case_fails_naming_it_and_a_manifest_records_it(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    write_case(project, "m", CASE)
    folder = project.path / "snapshots" / baseline("jax")
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "jax")
    result.assert_outcomes(passed=1)
    assert (folder / "m" / "double" / "saved.txt").read_text(encoding="utf-8").startswith("kept: saved/program.jax")
    assert "flatbuffers" in read_manifest(folder)
    assert any(line.startswith("flatbuffers==") for line in requirements([(converter_entry("jax"), folder)]))

    hidden = tmp_path / "hidden"  # the machine that lacks it, as Python sees one: the import fails
    hidden.mkdir()
    (hidden / "sitecustomize.py").write_text("import sys\nsys.modules['flatbuffers'] = None\n", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(hidden), os.environ.get("PYTHONPATH", "")]))
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "jax")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*the environment lacks module 'flatbuffers'*install it beside the framework*"])
    assert (folder / "m" / "double" / "saved" / "program.jax").is_file()  # its snapshots are kept
