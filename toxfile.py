"""tox's inline plugin: it finds the Pythons pyenv installed, and on CI, or when asked, removes each environment once it has run."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from tox.config.sets import ConfigSet
from tox.plugin import impl
from tox.session.state import State
from tox.tox_env.api import ToxEnv
from tox.tox_env.runner import RunToxEnv

DISCARD_VARIABLE = "HARNESS_DISCARD_ENVS"
LINKS = ".interpreters"  # under tox's work_dir: pythonX.Y, each a link to pyenv's newest patch release of X.Y
_PYTHON = re.compile(r"^py(?:thon)?(\d)\.?(\d+)$")


def pyenv_pythons(root: Path) -> dict[str, Path]:
    """Each CPython minor release pyenv installed under ``root`` (``$PYENV_ROOT``), its newest patch release's
    ``pythonX.Y``; a free-threaded, development or other build (``3.13.0t``, ``3.14-dev``, ``pypy3.10-7.3``) is not one.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> for version in ("3.12.1", "3.12.10", "3.13.0", "3.13.0t", "pypy3.10-7.3.17"):
    ...     (root / "versions" / version / "bin").mkdir(parents=True)
    ...     (root / "versions" / version / "bin" / f"python{'.'.join(version.split('.')[:2])}").touch()
    >>> {minor: str(path.relative_to(root)) for minor, path in pyenv_pythons(root).items()}
    {'3.12': 'versions/3.12.10/bin/python3.12', '3.13': 'versions/3.13.0/bin/python3.13'}
    """
    found: dict[str, tuple[tuple[int, ...], Path]] = {}
    versions = root / "versions"
    for folder in versions.iterdir() if versions.is_dir() else ():
        if not re.fullmatch(r"\d+\.\d+\.\d+", folder.name):
            continue
        release = tuple(int(part) for part in folder.name.split("."))
        minor = f"{release[0]}.{release[1]}"
        python = folder / "bin" / f"python{minor}"
        if python.is_file() and release > found.get(minor, ((), python))[0]:
            found[minor] = release, python
    return {minor: python for minor, (_, python) in sorted(found.items())}


def on_path(minor: str, path: str, shims: Path) -> Path | None:
    """The ``pythonX.Y`` that ``path`` runs, if any: one of pyenv's shims is none, as it runs only a version selected
    in pyenv."""
    found = shutil.which(f"python{minor}", path=path)
    return None if found is None or Path(found).parent == shims else Path(found)


def pyenv_root(environ: os._Environ[str] | dict[str, str]) -> Path:
    """Where pyenv keeps its Pythons: ``$PYENV_ROOT``, else ``~/.pyenv``."""
    return Path(environ.get("PYENV_ROOT") or Path.home() / ".pyenv")


def with_pyenv_pythons(links: Path, environ: os._Environ[str] | dict[str, str]) -> str:
    """``PATH`` with ``links`` first, a folder of a ``pythonX.Y`` link for each minor release that pyenv installed and
    ``PATH`` does not run (tox and uv find a Python by that name; pyenv's shims run only the versions selected in it);
    ``PATH`` as it was when it runs them all. Nothing else is put before what ``PATH`` had."""
    path = environ.get("PATH", os.defpath)
    root = pyenv_root(environ)
    missing = {m: python for m, python in pyenv_pythons(root).items() if on_path(m, path, root / "shims") is None}
    if not missing:
        return path
    links.mkdir(parents=True, exist_ok=True)
    for minor, python in missing.items():
        link = links / f"python{minor}"
        if link.is_symlink() and link.readlink() == python:
            continue
        link.unlink(missing_ok=True)
        link.symlink_to(python)
    return f"{links}{os.pathsep}{path}" if str(links) not in path.split(os.pathsep) else path


def wanted_minor(base_python: list[str]) -> str | None:
    """The minor release an environment's ``base_python`` asks for (``py312``, ``python3.12``), if it names one.

    >>> wanted_minor(["py312"]), wanted_minor(["python3.13"]), wanted_minor(["py3"]), wanted_minor([])
    ('3.12', '3.13', None, None)
    """
    for name in base_python:
        if match := _PYTHON.match(name):
            return f"{match[1]}.{match[2]}"
    return None


def missing_hint(env: str, minor: str, environ: os._Environ[str] | dict[str, str]) -> str | None:
    """What an environment whose Python is on neither ``PATH`` nor pyenv prints: which one, and how to get it."""
    root = pyenv_root(environ)
    if on_path(minor, environ.get("PATH", os.defpath), root / "shims") is not None:
        return None
    return (
        f"{env}: needs Python {minor}, which is neither on PATH (python{minor}) nor installed by pyenv: install it"
        f" (`pyenv install {minor}`, or your system's python{minor} package) and run this environment again"
    )


@impl
def tox_add_core_config(core_conf: ConfigSet, state: State) -> None:
    """The Pythons pyenv installed are found as if they were on ``PATH``, selected in pyenv or not."""
    os.environ["PATH"] = with_pyenv_pythons(Path(core_conf["work_dir"]) / LINKS, os.environ)


def discards_environments(environ: os._Environ[str] | dict[str, str]) -> bool:
    """Whether environments are removed after their run: with ``CI`` set (a CI machine never reuses one) or when asked.

    >>> discards_environments({}), discards_environments({"CI": "true"}), discards_environments({DISCARD_VARIABLE: "1"})
    (False, True, True)
    """
    return bool(environ.get("CI") or environ.get(DISCARD_VARIABLE))


def size_of(folder: Path) -> int:
    """Bytes of the regular files under ``folder``, links not followed."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def readable(size: int) -> str:
    """A size in GB, or in MB below a tenth of a GB.

    >>> readable(4_412_000_000), readable(36_200_000)
    ('4.4 GB', '36 MB')
    """
    return f"{size / 1e9:.1f} GB" if size >= 1e8 else f"{size / 1e6:.0f} MB"


@impl
def tox_env_teardown(tox_env: ToxEnv) -> None:
    """An environment whose Python is missing says which one and how to get it (tox fails it and goes on with the
    rest). The framework environments take 1.6 to 5.8 GB each and about 19 GB together; one at a time fits a small
    disk."""
    if not isinstance(tox_env, RunToxEnv):
        return
    minor = wanted_minor(tox_env.conf["base_python"]) if "base_python" in tox_env.conf else None
    if minor and (hint := missing_hint(tox_env.name, minor, os.environ)):
        print(hint, flush=True)
    if not discards_environments(os.environ):
        return
    folder = Path(tox_env.env_dir)
    if not folder.is_dir():
        return
    size = size_of(folder)
    shutil.rmtree(folder, ignore_errors=True)
    reason = "CI is set" if os.environ.get("CI") else f"{DISCARD_VARIABLE} is set"
    print(f"{tox_env.name}: removed {folder.name}/ ({readable(size)}) after its run, as {reason}", flush=True)
