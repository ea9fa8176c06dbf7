"""What the harness's own tests share: the converters they run, pytester project helpers, a real browser."""

from __future__ import annotations

import subprocess
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from harness.frameworks import CONVERTERS, Converter, active
from harness.store.layout import is_pending

# The converters the harness's promises are proved against: the first of each installed framework.
# Its others share that framework's fork server, and the corpus snapshots prove their outputs.
INSTALLED = list({
    converter.framework: name
    for name, converter in reversed(CONVERTERS.items())
    if (version := converter.installed_version()) and not converter.unsupported(version)
}.values())[::-1]
# The framework-free test converter, and how a project names it in harness_converters.
ECHO = "harness.convert.echo:ECHO"
REFERENCES = {"echo": ECHO, **{name: name for name in CONVERTERS}}
REPOSITORY = Path(__file__).resolve().parent.parent
COMMITTED_SNAPSHOTS = REPOSITORY / "snapshots"


def committed_snapshot_files() -> list[Path]:
    """Every committed snapshot file of this repository (pending changes aside)."""
    return sorted(p for p in COMMITTED_SNAPSHOTS.rglob("*") if p.is_file() and not is_pending(p))


def converter_entry(name: str) -> Converter:
    """The registry entry of a converter the tests use, the echo converter included."""
    return active([REFERENCES[name]])[name]


def write_case(project: pytest.Pytester, name: str, source: str) -> Path:
    """Write ``cases/<name>.py``."""
    path = project.path / "cases" / f"{name}.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def snapshot_tree(root: Path, *, pending: bool = False) -> dict[str, bytes]:
    """Every snapshot (or, with ``pending``, every pending change) under ``root/snapshots``, with its bytes."""
    base = root / "snapshots"
    files = (p for p in sorted(base.rglob("*")) if p.is_file() and is_pending(p) == pending)
    return {str(p.relative_to(base)): p.read_bytes() for p in files}


def baseline(converter: str) -> str:
    """The installed baseline folder of a converter, e.g. ``autograph/tensorflow-2.21``."""
    spec = converter_entry(converter)
    version = spec.installed_version()
    assert version is not None
    return f"{converter}/{spec.baseline(version)}"


@dataclass
class Browser:
    """A real headless Chromium from the system packages."""

    executable: str
    profile: Path

    def flags(self) -> list[str]:
        return ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars", f"--user-data-dir={self.profile}"]

    def dom(self, page: Path) -> str:
        """The page's DOM after the browser has rendered it."""
        done = subprocess.run([self.executable, *self.flags(), "--dump-dom", page.as_uri()],
                              capture_output=True, text=True, timeout=120, check=True)
        return done.stdout

    def screenshot(self, page: Path, image: Path, size: str = "1200,900") -> Path:
        subprocess.run([self.executable, *self.flags(), f"--screenshot={image}", f"--window-size={size}", page.as_uri()],
                       capture_output=True, timeout=120, check=True)
        return image
