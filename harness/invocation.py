"""How a user runs the harness's commands: with the Python that is running now, as a path they can paste."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path


def harness_command(*args: str, cwd: Path | None = None, elsewhere: bool = False) -> str:
    """``<this Python> -m harness <args>``: the interpreter as a path from ``cwd`` (default: here) when it is inside it;
    ``elsewhere`` (a hint read on another machine: CI's), plain ``python``, naming no path of this one.

    So a hint printed by a tox run reads ``.tox/tf221/bin/python -m harness review``, and runs as printed.

    >>> python = Path(sys.executable)
    >>> harness_command("review", cwd=python.parents[1]) == f"{python.parent.name}/{python.name} -m harness review"
    True
    >>> harness_command("show", "a b", cwd=Path("/nowhere")).endswith(" -m harness show 'a b'")
    True
    >>> harness_command("review", elsewhere=True)
    'python -m harness review'
    """
    if elsewhere:
        return shlex.join(["python", "-m", "harness", *args])
    python = Path(sys.executable)
    here = Path.cwd() if cwd is None else cwd
    shown = python.relative_to(here).as_posix() if python.is_relative_to(here) else str(python)
    return shlex.join([shown, "-m", "harness", *args])
