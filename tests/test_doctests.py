"""Runs the doctests of the harness modules that import no framework."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "harness.store.baselines",
    "harness.behaviour",
    "harness.convert.common",
    "harness.convert.echo",
    "harness.tools.coverage",
    "harness.tools.diffing",
    "harness.tools.explore",
    "harness.tools.explore_pages",
    "harness.tools.html_report",
    "harness.tools.matrix",
    "harness.casename",
    "harness.discovery",
    "harness.frameworks",
    "harness.invocation",
    "harness.names",
    "harness.normalize",
    "harness.runner",
    "harness.passes",
    "harness.store.pending",
    "harness.pipeline",
    "harness.policy",
    "harness.portability",
    "harness.project",
    "harness.tools.renames",
    "harness.tools.review",
    "harness.tools.show",
    "harness.tools.terminal",
    "harness.spec",
    "harness.store.files",
    "harness.store.layout",
    "harness.store.verdicts",
    "harness.textdiff",
    "harness.workers",
    "harness.zygote",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0, f"{name} has no doctests"
    assert result.failed == 0
