"""What a case's object is, as the child loads it: a factory's result is refused for want of source only by a converter
that reads source."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from harness.worker.child import CaseError, load_target
from harness.worker.protocol import Request
from helpers import CONVERTERS

FACTORIES = """
import functools
from harness import case

@case(factory=True, inputs=(2.0,))
def scaled():
    return lambda x: x * 3

@case(factory=True, inputs=(2.0,))
def clipped():
    return functools.partial(min, 1.0)
"""


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "sourceless_cases").mkdir()
    (tmp_path / "sourceless_cases" / "factories.py").write_text(FACTORIES, encoding="utf-8")
    monkeypatch.setattr(sys, "modules", dict(sys.modules))
    monkeypatch.setattr(sys, "path", list(sys.path))
    return tmp_path


def test_a_factorys_lambda_is_a_case_of_a_converter_that_reads_no_source(root: Path) -> None:
    """Issue 50: a factory returning a lambda was refused for jax.jit, which traces a call and needs no source."""
    readers = [c for c in CONVERTERS.values() if c.reads_source]
    callers = [c for c in CONVERTERS.values() if not c.reads_source]
    assert readers and callers
    for converter in callers:
        for name, made in (("scaled", 6.0), ("clipped", 1.0)):
            target, _ = load_target(
                Request(str(root), "sourceless_cases.factories", name, converter.name), converter.reads_source
            )
            assert target(2.0) == made, converter.name
    for converter in readers:
        with pytest.raises(CaseError, match=r"scaled \(made by its factory\) is a lambda; converters need a def"):
            load_target(
                Request(str(root), "sourceless_cases.factories", "scaled", converter.name), converter.reads_source
            )
