"""A project's harness settings, read from the same pytest configuration file the plugin reads (without importing pytest)."""

from __future__ import annotations

import configparser
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULTS = {
    "harness_cases": "cases",
    "harness_snapshots": "snapshots",
    "harness_case_timeout": "120",
    "harness_startup_timeout": "600",
}
# pytest's own order of configuration files, and where each keeps its settings.
CONFIG_FILES = (
    ("pytest.ini", "pytest"),
    (".pytest.ini", "pytest"),
    ("pyproject.toml", "tool.pytest.ini_options"),
    ("tox.ini", "pytest"),
    ("setup.cfg", "tool:pytest"),
)


@dataclass(frozen=True)
class Project:
    """Where a project keeps its cases and snapshots, and its harness settings."""

    root: Path
    settings: dict[str, Any]

    def get(self, name: str) -> Any:
        return self.settings.get(name, DEFAULTS.get(name))

    @property
    def cases(self) -> Path:
        return self.root / self.get("harness_cases")

    @property
    def cases_name(self) -> str:
        """The case folder as a path from the project root, as the names of case files begin (``cases``)."""
        return Path(os.path.relpath(self.cases, self.root)).as_posix()

    @property
    def snapshots(self) -> Path:
        return self.root / self.get("harness_snapshots")

    @property
    def case_timeout(self) -> float:
        return float(self.get("harness_case_timeout"))

    @property
    def startup_timeout(self) -> float:
        return float(self.get("harness_startup_timeout"))

    @property
    def converters(self) -> list[str]:
        value = self.get("harness_converters") or []
        return value.split() if isinstance(value, str) else list(value)


def _settings(path: Path, section: str) -> dict[str, Any] | None:
    """The pytest settings in one configuration file, or None when it holds none (``pytest.ini`` always does)."""
    if path.suffix == ".toml":
        table: Any = tomllib.loads(path.read_text(encoding="utf-8"))
        for key in section.split("."):
            table = table.get(key) if isinstance(table, dict) else None
        return table if isinstance(table, dict) else None
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(path, encoding="utf-8")
    if parser.has_section(section):
        return dict(parser.items(section))
    return {} if path.name.endswith("pytest.ini") else None


def find(start: Path) -> Project:
    """The project around ``start``: the first folder upwards with a pytest configuration file, as pytest finds it.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> _ = (root / "pyproject.toml").write_text('[tool.pytest.ini_options]\\nharness_cases = "examples"\\n')
    >>> (root / "deep").mkdir()
    >>> project = find(root / "deep")
    >>> project.root == root, project.cases == root / "examples", project.snapshots == root / "snapshots"
    (True, True, True)
    """
    start = start.resolve()
    for folder in (start, *start.parents):
        for name, section in CONFIG_FILES:
            path = folder / name
            if path.is_file():
                settings = _settings(path, section)
                if settings is not None:
                    return Project(folder, settings)
    return Project(start, {})
