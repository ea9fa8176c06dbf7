"""The committed corpus keeps its promises: every case says what it explores."""

from __future__ import annotations

import ast
from pathlib import Path

from harness.corpus.discovery import discover
from helpers import CONVERTERS, REPOSITORY

CASES = REPOSITORY / "cases"


def case_files() -> list[Path]:
    return sorted(p for p in CASES.glob("*.py") if not p.name.startswith("_"))


def test_every_case_file_reads_and_every_case_has_a_docstring() -> None:
    missing = []
    total = 0
    for path in case_files():
        info = discover(path, CONVERTERS)
        assert info.error is None, f"{path.name}: {info.error}"
        nodes = {n.name: n for n in ast.parse(path.read_text()).body if hasattr(n, "name")}
        for case in info.cases:
            total += 1
            node = nodes.get(case.name)
            if node is None or not ast.get_docstring(node):
                missing.append(f"{path.name}::{case.name}")
    assert not missing, f"cases without a docstring: {missing}"
    assert total >= 150
