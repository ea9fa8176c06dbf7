"""The folders of ``harness/`` import downwards only, no two modules import each other, and no command package imports
another (read from the source, ``importlib.import_module("harness...")`` included)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import harness
from harness.convert import built_in

PACKAGE = Path(harness.__file__).parent
# Lowest first: a module may import its own folder and anything of a lower level.
LEVELS = (
    {
        "harness",
        "harness.spec",
        "harness.project",
        "harness.converter",
        "harness.views",
        "harness.textdiff",
        "harness.invocation",
        "harness.record",
    },
    {"harness.normalize"},
    {"harness.convert"},
    {"harness.corpus"},  # routes case files by the registry's converters
    {"harness.store"},
    {"harness.worker"},
    {"harness.plugin", "harness.tools"},
    {"harness.__main__", "harness.testing"},
)


def module_name(path: Path) -> str:
    """``harness/plugin/items.py`` -> ``harness.plugin.items``; a package's ``__init__`` is the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(source: str) -> Iterator[str]:
    """Every ``harness`` module a source imports anywhere, ``TYPE_CHECKING`` blocks and function bodies included, and
    each one named to ``importlib.import_module`` or ``__import__`` by a literal or a module-level string constant.

    >>> list(imports("import importlib, harness.spec; importlib.import_module('harness.tools.show')"))
    ['harness.spec', 'harness.tools.show']
    >>> list(imports("from importlib import import_module; import_module('numpy'); __import__('harness.spec')"))
    ['harness.spec']
    >>> list(imports("import importlib; ENTRIES = 'harness.convert.built_in'; importlib.import_module(ENTRIES)"))
    ['harness.convert.built_in']
    """
    tree = ast.parse(source)
    constants = {
        node.targets[0].id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name.split(".")[0] == "harness")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "harness":
            yield node.module
        elif isinstance(node, ast.Call) and (name := _string_import(node, constants)):
            yield name


def _string_import(call: ast.Call, constants: dict[str, str]) -> str | None:
    """The ``harness`` module an ``import_module(...)`` or ``__import__(...)`` call names by a string it can be read
    from (a literal, or a module-level constant)."""
    called = call.func
    function = called.attr if isinstance(called, ast.Attribute) else called.id if isinstance(called, ast.Name) else ""
    if function not in ("import_module", "__import__") or not call.args:
        return None
    first = call.args[0]
    name = constants.get(first.id) if isinstance(first, ast.Name) else getattr(first, "value", None)
    return name if isinstance(name, str) and name.split(".")[0] == "harness" else None


def graph() -> dict[str, set[str]]:
    return {
        module_name(path): set(imports(path.read_text(encoding="utf-8"))) - {module_name(path)}
        for path in sorted(PACKAGE.rglob("*.py"))
    }


def folder(module: str) -> str:
    """The stage a module belongs to: its folder under ``harness``, or the module itself at the root.

    >>> folder("harness.plugin.items"), folder("harness.spec"), folder("harness.convert.autograph.driver")
    ('harness.plugin', 'harness.spec', 'harness.convert')
    """
    parts = module.split(".")
    return ".".join(parts[:2])


def level(module: str) -> int:
    stage = folder(module)
    return next(index for index, names in enumerate(LEVELS) if stage in names)


def test_every_module_has_a_level() -> None:
    unplaced = sorted(m for m in graph() if not any(folder(m) in names for names in LEVELS))
    assert not unplaced, f"add their folder to LEVELS: {unplaced}"


# An import that still goes up, at call time: debt, listed so that no new one appears.
UPWARD: set[tuple[str, str]] = set()


def upward(edges: dict[str, set[str]]) -> list[str]:
    """Each import of a module of another folder at its own level (above the root) or higher, but those listed.

    >>> upward({"harness.normalize.text": {"harness.spec"}, "harness.corpus.casename": {"harness.plugin.items"}})
    ['harness.corpus.casename (level 3) imports harness.plugin.items (level 6)']
    """
    return sorted(
        f"{module} (level {level(module)}) imports {target} (level {level(target)})"
        for module, targets in edges.items()
        for target in targets
        if folder(target) != folder(module)
        and (level(target) > level(module) or level(target) == level(module) > 0)
        and (module, target) not in UPWARD
    )


def test_folders_import_downwards_only() -> None:
    found = upward(graph())
    assert not found, "\n".join(found)
    listed = {(module, target) for module, targets in graph().items() for target in targets}
    assert listed >= UPWARD, f"no longer imported, drop from UPWARD: {sorted(UPWARD - listed)}"


def test_an_upward_import_by_importlib_fails() -> None:
    """The registry once loaded ``convert/`` by a string from the root; the walk sees such an import now."""
    source = (
        'import importlib\nBUILT_IN_ENTRIES = "harness.convert.built_in"\nimportlib.import_module(BUILT_IN_ENTRIES)'
    )
    assert upward({"harness.spec": set(imports(source))}) == [
        "harness.spec (level 0) imports harness.convert.built_in (level 2)"
    ]


# The two that hold the registry: the workspace (made at the edges: the plugin's configure, the command line) and
# the fork server (what its children apply of every registered converter). Every other module is handed converters.
REGISTRY_HOLDERS = {"harness.corpus.workspace", "harness.worker.server"}


def test_only_the_workspace_and_the_fork_server_import_the_registry() -> None:
    importing = {module for module, targets in graph().items() if "harness.convert.registry" in targets}
    importing |= {  # from harness.convert import registry
        module_name(path)
        for path in PACKAGE.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom)
        and node.module == "harness.convert"
        and any(alias.name == "registry" for alias in node.names)
    }
    assert importing == REGISTRY_HOLDERS, sorted(importing ^ REGISTRY_HOLDERS)


LOADED = """
import json, sys
before = set(sys.modules)
import {module}
print(json.dumps(sorted(set(sys.modules) - before)))
"""


def loaded_by(module: str) -> list[str]:
    """The modules of ``harness`` that importing ``module`` loads, in a new interpreter."""
    found = subprocess.run(
        [sys.executable, "-c", LOADED.format(module=module)], capture_output=True, text=True, timeout=60, check=True
    )
    return [name for name in json.loads(found.stdout) if name.split(".")[0] == "harness"]


@pytest.mark.subprocess("what a new interpreter has imported is what is tested")
def test_collection_and_the_plugin_load_no_converter() -> None:
    """Reading case files loads nothing of ``convert/``; the plugin only the output formats it reads (a rejection, a
    saved program, ``behaviour.txt``), never the registry, nor an entry, nor a module of a converter's folder: the
    entries are loaded when the plugin configures, as a run starts."""
    folders = {reference.split(".")[2] for reference in built_in.entries()}
    assert {"fx", "jax", "numba"} <= folders, folders
    assert not [m for m in loaded_by("harness.corpus.discovery") if m.split(".")[:2] == ["harness", "convert"]]
    plugin = [m for m in loaded_by("harness.plugin") if m.split(".")[:2] == ["harness", "convert"]]
    assert "harness.convert.saved" in plugin, plugin  # the walk sees what it loads
    assert not [m for m in plugin if m.count(".") > 1 and m.split(".")[2] in {*folders, "registry", "built_in"}], plugin


@pytest.mark.subprocess("what a new interpreter has imported is what is tested")
def test_loading_the_registry_imports_every_entry_and_never_a_driver() -> None:
    script = "import json, sys; from harness.convert import registry; registry.load(); print(json.dumps(sorted(sys.modules)))"
    found = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    asked = json.loads(found.stdout)
    assert "harness.convert.fx.entry" in asked
    assert not [m for m in asked if m.endswith(".driver")]


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


def public_classes(sources: dict[str, str]) -> dict[str, list[str]]:
    """Each public class name (no leading ``_``), anywhere in a module, and the modules that define one by it.

    >>> public_classes({"a": "class Step: pass", "b": "def f():\\n    class Step: pass\\nclass _Own: pass"})
    {'Step': ['a', 'b']}
    """
    found: dict[str, list[str]] = {}
    for module, source in sources.items():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                found.setdefault(node.name, []).append(module)
    return found


def test_no_two_public_classes_share_a_name() -> None:
    """One word per concept: a class name says which thing it is wherever it is read (a run record's entry is not a
    compile report's, a release's step not a walk's)."""
    sources = {module_name(path): path.read_text(encoding="utf-8") for path in sorted(PACKAGE.rglob("*.py"))}
    shared = {name: modules for name, modules in public_classes(sources).items() if len(modules) > 1}
    assert not shared, f"rename all but one: {shared}"


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
    a shared piece (a command's ``engine/``, as ``tools/diff/engine/``, which other commands use too; ``tools/timeline/``,
    ``tools/html.py``, ``tools/options.py``) or a command of one module.

    >>> command_package("harness.tools.history.build"), command_package("harness.tools.diff.engine.align")
    ('harness.tools.history', None)
    >>> command_package("harness.tools.html"), command_package("harness.tools.show")
    (None, None)
    """
    parts = module.split(".")
    if parts[:2] != ["harness", "tools"] or len(parts) < 3 or not (TOOLS / parts[2] / "command.py").is_file():
        return None
    if parts[3:4] == ["engine"]:
        return None
    return ".".join(parts[:3])


def test_there_are_command_packages_and_shared_pieces() -> None:
    packages = {command_package(m) for m in graph()} - {None}
    assert {"harness.tools.history", "harness.tools.fuzz", "harness.tools.diff"} <= packages, packages
    assert command_package("harness.tools.timeline") is None and command_package("harness.tools.diff.engine") is None


def test_no_command_package_imports_another() -> None:
    crossings = {
        (own, other)
        for module, targets in graph().items()
        for target in targets
        if (own := command_package(module)) and (other := command_package(target)) and other != own
    }
    assert crossings <= CROSSINGS, f"a command package imports another: {sorted(crossings - CROSSINGS)}"
    assert crossings == CROSSINGS, f"no longer imported, drop from CROSSINGS: {sorted(CROSSINGS - crossings)}"
