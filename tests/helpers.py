"""What the harness's own tests share: the converters they run, pytester project helpers, a real browser."""

from __future__ import annotations

import fcntl
import functools
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import textwrap
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

import pytest

from harness.convert.registry import load
from harness.convert.saved import SAVED_DIR
from harness.converter import Converter, Normalizers
from harness.store.history import STEP
from harness.store.layout import is_pending

# Every converter that runs here (RUNNING), and those of the frameworks installed here (INSTALLED). A converter of the standard library (no distributions) is installed
# everywhere, framework or none: every environment runs its corpus, and the tests that prove a framework's fork
# servers, which it has none of, leave it out (tests/e2e/test_converter_kit.py runs a built-in one through the kit).
# The registry as the edges load it, once for these tests (what a test hands the harness's functions).
REGISTRY = load()
CONVERTERS = REGISTRY.converters
RUNNING = [name for name, c in CONVERTERS.items() if (version := c.installed_version()) and not c.unsupported(version)]
INSTALLED = [name for name in RUNNING if CONVERTERS[name].distributions]
# What a promise about the harness's machinery is proved against: the first installed converter of each framework
# that takes the plain cases these tests write (one that takes only its own case files cannot: Converter.own_files).
# The framework's other converters share its fork servers; the stranger's-machine corpus run proves their outputs.
_PLAIN = [n for n in INSTALLED if not CONVERTERS[n].own_files]
FIRST_OF_EACH = [
    n for n in _PLAIN if n == next(m for m in _PLAIN if CONVERTERS[m].framework == CONVERTERS[n].framework)
]
# Which environment runs these tests, as tox.ini says: "harness" runs every test against the echo converter, "framework"
# only those marked real_framework. Never inferred from what is installed: a converter of the standard library is
# installed everywhere, and the harness environment must still test itself.
ENVIRONMENT_VARIABLE = "HARNESS_TESTS"
ENVIRONMENTS = ("harness", "framework")


def environment(setting: str | None, installed: list[str]) -> str:
    """The environment these tests run in: the one ``HARNESS_TESTS`` names; unset, the harness environment where no
    converter is installed (no other is possible) and a usage error where one is.

    >>> environment("harness", ["autograph"]), environment("framework", ["autograph"]), environment(None, [])
    ('harness', 'framework', 'harness')
    >>> environment(None, ["autograph"])
    Traceback (most recent call last):
    ...
    pytest.UsageError: HARNESS_TESTS is unset and autograph is installed: say which environment this is (tox.ini sets it): harness runs every test against echo, framework only those marked real_framework
    >>> environment("harnes", [])
    Traceback (most recent call last):
    ...
    pytest.UsageError: HARNESS_TESTS='harnes' names no environment: harness or framework
    >>> environment("framework", [])
    Traceback (most recent call last):
    ...
    pytest.UsageError: HARNESS_TESTS=framework and no framework's converter is installed: a framework environment runs only the tests marked real_framework, and none of them could run here
    """
    if setting is None:
        if not installed:
            return "harness"
        raise pytest.UsageError(
            f"{ENVIRONMENT_VARIABLE} is unset and {', '.join(installed)} {'is' if len(installed) == 1 else 'are'}"
            " installed: say which environment this is (tox.ini sets it): harness runs every test against echo,"
            " framework only those marked real_framework"
        )
    if setting not in ENVIRONMENTS:
        raise pytest.UsageError(f"{ENVIRONMENT_VARIABLE}={setting!r} names no environment: {' or '.join(ENVIRONMENTS)}")
    if setting == "framework" and not installed:
        raise pytest.UsageError(
            f"{ENVIRONMENT_VARIABLE}=framework and no framework's converter is installed: a framework environment runs"
            " only the tests marked real_framework, and none of them could run here"
        )
    return setting


def framework_modules() -> tuple[str, ...]:
    """Every top-level module a registered converter declares of its framework (its routing imports, its framework,
    its companions, and its distributions and family as modules), the standard library's aside: what no pytest
    process of a comparing run may import.

    >>> {"tensorflow", "torch", "torchvision", "jax", "jaxlib", "paddle", "numba", "llvmlite", "onnx"} <= set(
    ...     framework_modules()
    ... )
    True
    """
    named = (
        name.replace("-", "_")
        for c in CONVERTERS.values()
        for name in (c.framework, *c.routes, *c.companions, *c.distributions, *c.family)
    )
    return tuple(sorted({name for name in named if name not in sys.stdlib_module_names and name != "harness"}))


# What a fork server normalizes every output with: every registered converter's normalizers (``server.registry_entry``).
DECLARED = Normalizers.union(c.normalizers for c in CONVERTERS.values())
# The framework-free test converter, and how a project names it in harness_converters.
ECHO = "harness.testing.echo:ECHO"
REFERENCES = {"echo": ECHO, **{name: name for name in CONVERTERS}}
REPOSITORY = Path(__file__).resolve().parent.parent
README = (REPOSITORY / "README.md").read_text(encoding="utf-8")
# The reference README links to, by file name (``DOCS["commands.md"]``): the docs tests read the page their text is on.
DOCS = {page.name: page.read_text(encoding="utf-8") for page in sorted((REPOSITORY / "docs").glob("*.md"))}


def tox_environ(**variables: str) -> dict[str, str]:
    """This process's environment without what the tox, virtualenv or pytest running it set, plus ``variables``."""
    kept = {k: v for k, v in os.environ.items() if not k.startswith(("TOX", "VIRTUAL_ENV", "PYTEST")) and k != "CI"}
    return kept | variables


COMMITTED_SNAPSHOTS = REPOSITORY / "snapshots"


COMMITTED_HISTORY = REPOSITORY / "history"


def committed_snapshot_files() -> list[Path]:
    """Every committed snapshot file of this repository (pending changes aside; a saved program's files, in a case's
    ``saved/`` folder, are no golden file: ``committed_saved_files``)."""
    return sorted(p for p in COMMITTED_SNAPSHOTS.rglob("*") if p.is_file() and not is_pending(p) and not _saved(p))


def _saved(path: Path) -> bool:
    parts = path.relative_to(COMMITTED_SNAPSHOTS).parts
    return len(parts) == 6 and parts[4] == SAVED_DIR


def committed_saved_files() -> list[Path]:
    """Every committed file of a saved program (a case's ``saved/`` folder)."""
    return sorted(p for p in COMMITTED_SNAPSHOTS.glob(f"*/*/*/*/{SAVED_DIR}/*") if p.is_file())


@functools.cache
def committed_outputs() -> tuple[tuple[str, str], ...]:
    """Every committed output as ``(path under snapshots/ or history/, text)``, read once per process: the
    snapshots, then the release history's steps (not the harness's own records: a step's ``step.toml``, the list of
    releases). Both are laid out as ``<converter>/<release>/...``, so a path reads alike under either.
    """
    steps = sorted(
        p
        for p in COMMITTED_HISTORY.glob("*/*/**/*")
        if p.is_file() and p.name != STEP and len(p.relative_to(COMMITTED_HISTORY).parts) > 2
    )
    return tuple(
        (f"{root.name}/{path.relative_to(root).as_posix()}", path.read_text(encoding="utf-8"))
        for root, paths in ((COMMITTED_SNAPSHOTS, committed_snapshot_files()), (COMMITTED_HISTORY, steps))
        for path in paths
    )


def converter_entry(name: str) -> Converter:
    """The registry entry of a converter the tests use, the echo converter included."""
    return REGISTRY.active([REFERENCES[name]])[name]


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
        return [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            f"--user-data-dir={self.profile}",
        ]

    def dom(self, page: Path, size: str = "800,600") -> str:
        """The page's DOM after the browser has rendered it in a window of ``size`` pixels."""
        done = subprocess.run(
            [self.executable, *self.flags(), f"--window-size={size}", "--dump-dom", page.as_uri()],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        return done.stdout

    def screenshot(self, page: Path, image: Path, size: str = "1200,900") -> Path:
        subprocess.run(
            [self.executable, *self.flags(), f"--screenshot={image}", f"--window-size={size}", page.as_uri()],
            capture_output=True,
            timeout=120,
            check=True,
        )
        return image


class Terminal:
    """A command run on a pseudo-terminal of a given size: keys go in one at a time, without Enter."""

    def __init__(self, command: list[str], cwd: Path, rows: int = 24, columns: int = 80) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        self.process = subprocess.Popen(command, cwd=cwd, stdin=slave, stdout=slave, stderr=slave, env=env)
        os.close(slave)
        self.seen = ""
        self.raw = ""  # everything written, colours included
        self.status: int | None = None

    def expect(self, text: str, timeout: float = 30) -> str:
        """What the command wrote (colours removed) until ``text``, which ends it."""
        deadline = time.monotonic() + timeout
        while text not in self.seen:
            ready, _, _ = select.select([self.master], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise AssertionError(f"no {text!r} on the terminal; it shows:\n{self.seen}")
            try:
                chunk = os.read(self.master, 65536).decode("utf-8", "replace")
            except OSError:
                chunk = ""
            if not chunk:
                raise AssertionError(f"the command ended without {text!r}; it wrote:\n{self.seen}")
            self.raw += chunk
            self.seen += re.sub(r"\x1b\[[0-9;]*m", "", chunk)
        shown, _, self.seen = self.seen.partition(text)
        return shown + text

    def press(self, key: str) -> None:
        os.write(self.master, key.encode())

    def __enter__(self) -> Terminal:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        try:
            if error is not None:
                self.process.kill()
            self.status = self.process.wait(timeout=30)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            os.close(self.master)


def fake_distribution(site: Path, name: str, version: str, source: str = "") -> Path:
    """Install a package ``name`` of ``version`` into the folder ``site`` (for ``PYTHONPATH``), with the metadata
    that ``importlib.metadata`` reads: a framework release for echo (``echo_on``) without a framework."""
    (site / name).mkdir(parents=True, exist_ok=True)
    (site / name / "__init__.py").write_text(f'"""{name} {version}, made by a test."""\n{source}', encoding="utf-8")
    info = site / f"{name}-{version}.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n", encoding="utf-8")
    (info / "top_level.txt").write_text(f"{name}\n", encoding="utf-8")  # which modules are its own
    return site


def fake_wheel(folder: Path, name: str, version: str, source: str = "") -> Path:
    """A wheel of the package ``name`` at ``version`` in ``folder``, for pip's ``--find-links``: a framework release
    that a real tox environment installs."""
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    files = {
        f"{name}/__init__.py": f'"""{name} {version}, made by a test."""\n{source}',
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, text in files.items():
            archive.writestr(path, text)
        archive.writestr(f"{info}/RECORD", "".join(f"{path},,\n" for path in [*files, f"{info}/RECORD"]))
    return wheel


# A framework-free upgrade: echo on fakefw, whose step() changes between releases, and a companion, fakeaudio.
UPGRADE_CONVERTER = 'from harness.testing.echo import echo_on\n\nECHO = echo_on("fakefw", ("fakeaudio",))\n'
UPGRADE_TOPIC = """
import fakefw

from harness import case


@case(inputs=[(3,)])
def stable(a: int) -> int:
    return a + 1


@case(inputs=[(3,)])
def moving(a: int) -> int:
    return fakefw.step(a)
"""
UPGRADE_AUDIO = """
import fakeaudio

from harness import case


@case(inputs=[(3,)])
def spectrum(a: int) -> int:
    return fakeaudio.spectrum(a)
"""


def review(root: Path, *args: str, answers: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m harness review`` in the project at ``root``, its keys read from ``answers``."""
    return subprocess.run(
        [sys.executable, "-m", "harness", "review", *args],
        cwd=root,
        input=answers,
        capture_output=True,
        text=True,
        timeout=120,
    )
