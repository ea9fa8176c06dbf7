"""The folders of ``harness/`` import downwards only, no two modules import each other, and no command package imports
another (read from the source)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import harness

PACKAGE = Path(harness.__file__).parent
# Lowest first: a module may import its own folder and anything of a lower level.
LEVELS = (
    {
        "harness",
        "harness.spec",
        "harness.project",
        "harness.converter",
        "harness.registry",
        "harness.views",
        "harness.textdiff",
        "harness.invocation",
        "harness.record",
    },
    {"harness.corpus", "harness.normalize"},
    {"harness.convert"},
    {"harness.store"},
    {"harness.worker"},
    {"harness.plugin", "harness.tools"},
    {"harness.__main__", "harness.testing"},
)


def module_name(path: Path) -> str:
    """``harness/plugin/items.py`` -> ``harness.plugin.items``; a package's ``__init__`` is the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> Iterator[str]:
    """Every ``harness`` module a file imports anywhere, ``TYPE_CHECKING`` blocks and function bodies included."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name.split(".")[0] == "harness")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "harness":
            yield node.module


def graph() -> dict[str, set[str]]:
    return {module_name(path): set(imports(path)) - {module_name(path)} for path in sorted(PACKAGE.rglob("*.py"))}


def folder(module: str) -> str:
    """The stage a module belongs to: its folder under ``harness``, or the module itself at the root.

    >>> folder("harness.plugin.items"), folder("harness.registry"), folder("harness.convert.autograph.driver")
    ('harness.plugin', 'harness.registry', 'harness.convert')
    """
    parts = module.split(".")
    return ".".join(parts[:2])


def level(module: str) -> int:
    stage = folder(module)
    return next(index for index, names in enumerate(LEVELS) if stage in names)


def test_every_module_has_a_level() -> None:
    unplaced = sorted(m for m in graph() if not any(folder(m) in names for names in LEVELS))
    assert not unplaced, f"add their folder to LEVELS: {unplaced}"


def test_folders_import_downwards_only() -> None:
    upward = sorted(
        f"{module} (level {level(module)}) imports {target} (level {level(target)})"
        for module, targets in graph().items()
        for target in targets
        if folder(target) != folder(module) and (level(target) > level(module) or level(target) == level(module) > 0)
    )
    assert not upward, "\n".join(upward)


def test_no_import_cycle() -> None:
    edges = graph()
    seen: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> list[str] | None:
        seen[module] = 1
        for target in sorted(edges.get(module, ())):
            if seen.get(target) == 1:
                return [*path, module, target]
            if target not in seen and (cycle := visit(target, [*path, module])):
                return cycle
        seen[module] = 2
        return None

    for module in sorted(edges):
        if module not in seen:
            cycle = visit(module, [])
            assert cycle is None, " -> ".join(cycle[cycle.index(cycle[-1]) :])


TOOLS = PACKAGE / "tools"
# A command package that still imports another: release composes the others' pages, history steps and review.
# Each pair is debt, listed so that no new one appears; moving the piece it takes into a shared module removes it.
CROSSINGS = {
    ("harness.tools.release", "harness.tools.diff"),  # versions_doc: docs/versions.md
    ("harness.tools.release", "harness.tools.history"),  # history_doc, store_full
    ("harness.tools.release", "harness.tools.review"),  # review, to settle the new baseline
}


def command_package(module: str) -> str | None:
    """The command package a module of ``harness.tools`` belongs to (a folder holding a ``command.py``), or None for
    a shared piece (``tools/diffing/``, ``tools/timeline/``, ``tools/html.py``, ``tools/options.py``) or a command
    of one module.

    >>> command_package("harness.tools.history.build"), command_package("harness.tools.diffing.align")
    ('harness.tools.history', None)
    >>> command_package("harness.tools.html"), command_package("harness.tools.show")
    (None, None)
    """
    parts = module.split(".")
    if parts[:2] != ["harness", "tools"] or len(parts) < 3 or not (TOOLS / parts[2] / "command.py").is_file():
        return None
    return ".".join(parts[:3])


def test_there_are_command_packages_and_shared_pieces() -> None:
    packages = {command_package(m) for m in graph()} - {None}
    assert {"harness.tools.history", "harness.tools.fuzz", "harness.tools.diff"} <= packages, packages
    assert command_package("harness.tools.timeline") is None and command_package("harness.tools.diffing") is None


def test_no_command_package_imports_another() -> None:
    crossings = {
        (own, other)
        for module, targets in graph().items()
        for target in targets
        if (own := command_package(module)) and (other := command_package(target)) and other != own
    }
    assert crossings <= CROSSINGS, f"a command package imports another: {sorted(crossings - CROSSINGS)}"
    assert crossings == CROSSINGS, f"no longer imported, drop from CROSSINGS: {sorted(CROSSINGS - crossings)}"
