"""Runs the doctests of every harness module: found by walking the package, so no module can be forgotten.

A module that imports a framework runs where that framework is installed (it is marked ``real_framework``);
every other module runs in the ``harness`` environment.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import importlib.util
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import harness
from harness.corpus.discovery import imported_packages
from helpers import CONVERTERS

FRAMEWORKS = {root for converter in CONVERTERS.values() for root in (converter.framework, *converter.routes)} | {
    "functorch"
}


def modules() -> list[pytest.ParameterSet]:
    """Every module of the harness package, each marked with the framework it imports, if any."""
    found = []
    for info in sorted(pkgutil.walk_packages(harness.__path__, "harness."), key=lambda m: m.name):
        spec = importlib.util.find_spec(info.name)
        assert spec is not None and spec.origin is not None
        imports = set(imported_packages(ast.parse(Path(spec.origin).read_text(encoding="utf-8")))) & FRAMEWORKS
        marks = []
        if imports:
            missing = sorted(name for name in imports if importlib.util.find_spec(name) is None)
            marks.append(pytest.mark.real_framework)
            if missing:
                marks.append(pytest.mark.skip(reason=f"imports {', '.join(missing)}, not installed here"))
        found.append(pytest.param(info.name, marks=marks, id=info.name))
    return found


# A module that imports a framework runs its doctests in a Python of its own: the pytest process imports no
# framework (and pytester's in-process runs restore sys.modules, which a compiled extension cannot survive).
ISOLATED = """
import doctest, importlib, sys
result = doctest.testmod(importlib.import_module(sys.argv[1]), optionflags=doctest.ELLIPSIS)
print(f"{result.failed} of {result.attempted} failed")
sys.exit(1 if result.failed else 0)
"""


@pytest.mark.parametrize("name", modules())
def test_doctests(name: str, request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("real_framework"):
        done = subprocess.run([sys.executable, "-c", ISOLATED, name], capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"{name}: {done.stdout}{done.stderr[-3000:]}"
        return
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} doctest examples failed"


def test_the_walk_finds_the_drivers_and_the_plugin() -> None:
    """The walk reaches nested folders, so a module moved into a new folder keeps its doctests running."""
    names = {param.values[0] for param in modules()}
    assert {"harness.convert.autograph.driver", "harness.plugin.cache", "harness.worker.server"} <= names
