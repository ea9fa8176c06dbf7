"""A kit for converter authors: a project around a converter that lives in a folder of its own, and every command
of the harness run on it, as a user would type them.

A converter is a package with an entry (``harness.converter.Converter``), a driver and views; nothing of it lives
in the harness. Build a project around it and prove that the whole lifecycle takes it::

    from harness.testing import converter_project, every_command

    def test_my_converter(tmp_path):
        project = converter_project(tmp_path, "my_converter", {"entry.py": ..., "driver.py": ..., "views.py": ...})
        project.write("cases/topic.py", "def f(x):\\n    return x + 1\\n")
        ran = every_command(project, "topic.f")
        assert "f" in ran["show"].stdout

A converter built into the harness (a folder of ``harness/convert/``) is proved the same way, by its name::

    project = built_in_project(tmp_path, "my_converter")
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

# What every_command runs, in order.
LIFECYCLE = ("update", "compare", "show", "explore", "matrix", "coverage")


@dataclass(frozen=True)
class ConverterProject:
    """A project whose ``harness_converters`` names one converter, given by reference (``package.module:ENTRY``)."""

    root: Path
    reference: str
    name: str

    def write(self, relative: str, text: str) -> Path:
        """Write a file of the project (a case file, a module of the converter), its text dedented."""
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return path

    def run(self, *args: str, environ: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        """``python <args>`` in the project's root, its converter importable, with ``environ`` added; never CI's
        read-only mode unless ``environ`` sets ``CI``."""
        kept = {k: v for k, v in os.environ.items() if k != "CI" and not k.startswith(("PYTEST", "TOX"))}
        path = os.pathsep.join(filter(None, [str(self.root), kept.get("PYTHONPATH")]))
        return subprocess.run(
            [sys.executable, *args],
            cwd=self.root,
            env={**kept, "PYTHONPATH": path, **(environ or {})},
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )

    def pytest(self, *args: str, environ: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        """``pytest cases`` with ``args`` (``--snapshot-update`` writes)."""
        return self.run("-m", "pytest", "cases", "-p", "no:cacheprovider", *args, environ=environ)

    def harness(self, *args: str, environ: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        """``python -m harness`` with ``args``."""
        return self.run("-m", "harness", *args, environ=environ)

    def snapshots(self) -> dict[str, str]:
        """Every file under ``snapshots/``, by its path there; a saved program's bytes that are no UTF-8 as escapes."""
        folder = self.root / "snapshots"
        return {
            p.relative_to(folder).as_posix(): p.read_bytes().decode("utf-8", "backslashreplace")
            for p in folder.rglob("*")
            if p.is_file()
        }


def converter_project(
    root: Path, package: str, modules: Mapping[str, str], entry: str = "entry:ENTRY"
) -> ConverterProject:
    """A project at ``root`` with the converter package ``package`` (``modules``: file name to source, dedented) and
    an empty cases folder; its ``harness_converters`` names ``package.<entry>``."""
    for name, source in modules.items():
        path = root / package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(source).lstrip("\n"), encoding="utf-8")
    (root / package / "__init__.py").touch()
    reference = f"{package}.{entry}"
    (root / "pyproject.toml").write_text(
        f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["{reference}"]\n', encoding="utf-8"
    )
    return _loaded(root, reference)


def built_in_project(root: Path, name: str) -> ConverterProject:
    """A project at ``root`` around a converter built into the harness (its folder, ``harness/convert/<name>/``),
    named in ``harness_converters`` by its registered name, with an empty cases folder: a built-in folder's
    lifecycle proved as an outside one's is."""
    (root / "pyproject.toml").write_text(
        f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["{name}"]\n', encoding="utf-8"
    )
    return _loaded(root, name)


def _loaded(root: Path, reference: str) -> ConverterProject:
    """The project, its converter loaded as the harness loads it (``harness_converters``): its name, or why not."""
    (root / "cases").mkdir(exist_ok=True)
    found = ConverterProject(root, reference, "")
    loaded = found.run(
        "-c",
        "from pathlib import Path; from harness.corpus.workspace import Workspace; from harness.project import find; "
        "print(*Workspace.load(find(Path('.'))).converters)",
    )
    if loaded.returncode != 0:
        raise RuntimeError(f"{reference} does not load as a converter entry:\n{loaded.stderr}")
    return ConverterProject(root, reference, loaded.stdout.strip())


def every_command(project: ConverterProject, case: str) -> dict[str, subprocess.CompletedProcess[str]]:
    """Run the lifecycle on the project: ``update`` (``pytest --snapshot-update``), ``compare`` (``pytest``), then
    ``show`` of ``case`` (``module.case``), ``explore`` (a site under ``site/``), ``matrix`` and ``coverage`` of
    its converter. Each must succeed: an ``AssertionError`` names the first that did not, with what it said."""
    commands = {
        "update": ("-m", "pytest", "cases", "-p", "no:cacheprovider", "--snapshot-update"),
        "compare": ("-m", "pytest", "cases", "-p", "no:cacheprovider"),
        "show": ("-m", "harness", "show", case, "--converter", project.name),
        "explore": ("-m", "harness", "explore", "--out", "site"),
        "matrix": ("-m", "harness", "matrix"),
        "coverage": ("-m", "harness", "coverage", project.name),
    }
    ran: dict[str, subprocess.CompletedProcess[str]] = {}
    for command in LIFECYCLE:
        ran[command] = project.run(*commands[command])
        if ran[command].returncode != 0:
            said = ran[command].stdout[-4000:] + ran[command].stderr[-4000:]
            raise AssertionError(f"{command} ({' '.join(commands[command])}) exited {ran[command].returncode}:\n{said}")
    return ran
