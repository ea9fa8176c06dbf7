"""One workspace: the commands and the plugin take the project's settings, the registry, its converters and its case
files from one object, made at the two edges, rather than each loading the registry or merging it with the project's
converters itself."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

import harness
from harness.__main__ import COMMANDS
from harness.corpus.workspace import Workspace
from harness.project import Project
from helpers import REGISTRY

PACKAGE = Path(harness.__file__).parent
# The two edges that make the workspace: the plugin's configure and the command line. The rest are debt, listed so
# that no new one appears: history's and release's pages and steps, and review, are called with a project (by
# release, the site and the tests), and make their own workspace.
MAKING = {
    "plugin/plan.py",
    "__main__.py",
    "tools/history/build.py",
    "tools/history/command.py",
    "tools/release/command.py",
    "tools/review/command.py",
}


def making_calls(source: str) -> list[int]:
    """The lines that make a workspace (``Workspace.load(...)`` or ``Workspace(...)``).

    >>> making_calls("w = Workspace.load(p)\nv = Workspace(p, r)\nc = workspace.known")
    [1, 2]
    """
    return sorted(
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and (
            (isinstance(node.func, ast.Name) and node.func.id == "Workspace")
            or (isinstance(node.func, ast.Attribute) and getattr(node.func.value, "id", "") == "Workspace")
        )
    )


def test_every_command_runs_on_the_workspace() -> None:
    taking = {
        name: list(inspect.signature(importlib.import_module(module).run).parameters)
        for name, (module, _) in COMMANDS.items()
    }
    assert all(parameters == ["args", "workspace"] for parameters in taking.values()), taking


def test_only_the_edges_make_a_workspace() -> None:
    found = {
        path.relative_to(PACKAGE).as_posix(): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "workspace.py" and (lines := making_calls(path.read_text(encoding="utf-8")))
    }
    assert set(found) <= MAKING, {path: lines for path, lines in found.items() if path not in MAKING}
    assert set(found) == MAKING, f"no longer making one, drop from MAKING: {sorted(MAKING - set(found))}"


def test_a_command_that_needs_no_converter_resolves_none(tmp_path: Path) -> None:
    """The converters are resolved when first asked: a misspelled one fails the command that uses them, not one
    (review, say) that needs none."""
    workspace = Workspace(Project(tmp_path, {"harness_converters": ["mxnet"]}), REGISTRY)
    assert workspace.project.snapshots == tmp_path / "snapshots"
    with pytest.raises(ValueError, match="unknown converter 'mxnet'"):
        workspace.converters  # noqa: B018
