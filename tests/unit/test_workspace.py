"""One workspace: the commands and the plugin take the project's settings, its converters and its case files from one
object, resolved once, rather than each merging the registry with the project's converters itself."""

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

PACKAGE = Path(harness.__file__).parent
# Modules that still resolve converters themselves, listed so that no new one appears: history's (a release's own
# converter reference; release and the site call its pages with a project), init (a project it sets up has no
# settings yet), and the shared pieces given a project's converters or none (matrix's order, the diff engine's compare).
RESOLVING = {
    "tools/history/build.py",
    "tools/history/command.py",
    "tools/init.py",
    "tools/matrix.py",
    "tools/diff/engine/__init__.py",
}


def resolving_calls(source: str) -> list[int]:
    """The lines that call ``active(...)`` or merge ``{**CONVERTERS, ...}``.

    >>> resolving_calls("a = active(p.converters)\\nb = {**CONVERTERS, **a}\\nc = workspace.known")
    [1, 2]
    """
    calls = {
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "active"
    }
    merges = {
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Dict)
        and any(
            key is None and getattr(value, "id", "") == "CONVERTERS"
            for key, value in zip(node.keys, node.values, strict=True)
        )
    }
    return sorted(calls | merges)


def test_every_command_runs_on_the_workspace() -> None:
    taking = {
        name: list(inspect.signature(importlib.import_module(module).run).parameters)
        for name, (module, _) in COMMANDS.items()
    }
    assert all(parameters == ["args", "workspace"] for parameters in taking.values()), taking


def test_no_command_nor_the_plugin_resolves_the_converters_itself() -> None:
    modules = sorted([*(PACKAGE / "tools").rglob("*.py"), *(PACKAGE / "plugin").rglob("*.py")])
    found = {
        path.relative_to(PACKAGE).as_posix(): lines
        for path in modules
        if (lines := resolving_calls(path.read_text(encoding="utf-8")))
    }
    assert set(found) <= RESOLVING, {path: lines for path, lines in found.items() if path not in RESOLVING}
    assert set(found) == RESOLVING, f"no longer resolving, drop from RESOLVING: {sorted(RESOLVING - set(found))}"


def test_a_command_that_needs_no_converter_resolves_none(tmp_path: Path) -> None:
    """The converters are resolved when first asked: a misspelled one fails the command that uses them, not one
    (review, say) that needs none."""
    workspace = Workspace(Project(tmp_path, {"harness_converters": ["mxnet"]}))
    assert workspace.project.snapshots == tmp_path / "snapshots"
    with pytest.raises(ValueError, match="unknown converter 'mxnet'"):
        workspace.converters  # noqa: B018
