"""What the framework tests share: a case file imported as the worker child imports one."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest


@pytest.fixture
def case_module(tmp_path: Path) -> Iterator[Any]:
    """A case file imported from a temporary folder, as the worker child imports one."""
    modules: list[str] = []

    def load(name: str, source: str) -> ModuleType:
        path = tmp_path / f"{name}.py"
        path.write_text(source, encoding="utf-8")
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        modules.append(name)
        spec.loader.exec_module(module)
        return module

    yield load
    for name in modules:
        sys.modules.pop(name, None)
