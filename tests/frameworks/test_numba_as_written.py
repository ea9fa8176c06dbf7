"""Numba code as Numba's users write it records as Numba's: ``@njit`` with its options, defaults, generators, typed
containers, ``objmode``; every position relative to the ``def``, and the same bytes from a folder of any length."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numba")

from helpers import baseline, snapshot_tree, write_case

AS_WRITTEN = """
import numpy as np
from numba import njit, objmode, types
from numba.typed import Dict

from harness import case


@case(
    inputs=lambda: (np.arange(4.0),),
)
@njit(fastmath=True)
def decorated(a):
    total = 0.0
    for x in a:
        total += x
    return total


@case(inputs=lambda: [(np.float64(2.0),), (np.float64(2.0), np.float64(3.0))])
@njit
def defaults(x, scale=10.0):
    return x * scale


@case(inputs=lambda: (np.int64(3),))
@njit
def squares(n):
    for i in range(n):
        yield i * i


@case(inputs=lambda: (np.int64(3),))
@njit
def typed_dict(n):
    d = Dict.empty(key_type=types.int64, value_type=types.float64)
    for i in range(n):
        d[i] = i * 0.5
    return d


@case(inputs=lambda: (np.int64(3),))
def wrong_key(n):
    d = Dict.empty(key_type=types.int64, value_type=types.float64)
    d["key"] = n * 1.0
    return len(d)


@case(inputs=lambda: (np.int64(3),))
def inner(n):
    def twice(v):
        return v + v

    return twice(n)


@case(inputs=lambda: (np.arange(3.0),))
@njit
def lifted(a):
    x = a.sum()
    with objmode(y="float64"):
        y = float(np.round(x * 2.0))
    return x + y


@case(inputs=lambda: (np.arange(3.0),))
@njit
def lifted_then_rejected(a):
    with objmode(y="float64"):
        y = float(a.sum())
    return y + "text"
"""


# An objmode block, undecorated: Numba pickles the lifted block's function, the case file's path in its bytes.
LIFTED = """
import numpy as np
from numba import objmode

from harness import case


@case(inputs=lambda: (np.arange(3.0),))
def lifted(a):
    x = a.sum()
    with objmode(y="float64"):
        y = float(np.round(x * 2.0))
    return x + y
"""


def recorded(root: Path) -> dict[str, str]:
    """Each snapshot of the Numba baseline under ``root``, by ``case/output``."""
    folder = root / "snapshots" / baseline("numba") / "as_written"
    return {f"{p.parent.name}/{p.name}": p.read_text(encoding="utf-8") for p in sorted(folder.glob("*/*"))}


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_numba_code_as_written_records_as_numbas(project: pytest.Pytester) -> None:
    write_case(project, "as_written", AS_WRITTEN)
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "numba")
    result.assert_outcomes(passed=AS_WRITTEN.count("\n@case("))
    written = recorded(project.path)
    # @njit(fastmath=True): its def, compiled with the decorator's options.
    assert "py_func" in written["decorated/decorated.txt"]
    assert written["decorated/options.txt"] == "fastmath=True\n"
    assert "fast" in written["decorated/optimised.ll"]
    assert written["decorated/behaviour.txt"].endswith("same\n")
    # Parameters left out take the def's defaults, as a call does.
    assert "error.txt" not in {name.split("/")[1] for name in written if name.startswith("defaults/")}
    assert "omitted(default=10.0)" in written["defaults/signature.txt"]
    assert written["defaults/behaviour.txt"].endswith("numba.njit: 6.0\nsame\n\nsame\n")
    # A generator by its items, a typed container by its contents.
    assert written["squares/behaviour.txt"] == "inputs: [3]\npython: [0, 1, 4]\nnumba.njit: [0, 1, 4]\nsame\n"
    assert "numba.njit: {0: 0.0, 1: 0.5, 2: 1.0}\nsame\n" in written["typed_dict/behaviour.txt"]
    # objmode: the pipeline with_lifting starts, which made the function, follows it.
    passes = written["lifted/passes.txt"]
    assert "failed" not in passes and "not run" not in passes, passes
    assert re.search(r"with_lifting .*\n(?:.*\n)*.*native_lowering +unchanged", passes), passes
    assert "i32 PICKLED" in written["lifted/optimised.ll"]
    # ... and where that pipeline rejects the function, its pass is the one that failed, after with_lifting.
    rows = [line.split() for line in written["lifted_then_rejected/passes.txt"].splitlines()]
    failed = [name for _, name, *state in rows if state == ["failed"]]
    assert failed == ["nopython_type_inference"], rows
    assert [name for _, name, *_ in rows].index("with_lifting") < len(rows) - 1, rows
    assert "step: njit (nopython_type_inference)" in written["lifted_then_rejected/error.txt"]
    # Every position relative to the def, no @case line, no library line; the source as written.
    assert written["defaults/00_source.py"].startswith("def defaults(x, scale=10.0):\n")
    for name, text in written.items():
        assert "@case" not in text, name
    assert written["decorated/annotation.txt"].split("\n")[3] == "# --- LINE as_written.py:decorated:1 ---"
    assert 'file "cases/as_written.py", line inner:2>' in written["inner/01_translate_bytecode.txt"]
    error = written["wrong_key/error.txt"]
    assert "File: numba/typed/dictobject.py: in impl_setitem." in error
    assert not re.search(r"File: \S+: Line \d", error), error


@pytest.mark.real_framework
def test_the_outputs_are_the_same_bytes_from_a_folder_of_another_length(project: pytest.Pytester) -> None:
    """The pickled bytes of an objmode block's function hold the case file's path: their size must not show."""
    write_case(project, "as_written", LIFTED)
    deeper = project.path / ("a-much-longer-folder-name" * 3) / "checkout"
    deeper.mkdir(parents=True)
    shutil.copy2(project.path / "pyproject.toml", deeper / "pyproject.toml")
    shutil.copytree(project.path / "cases", deeper / "cases")
    for root in (project.path, deeper):
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update", "-k", "numba", "-q"],
            cwd=root,
            env={k: v for k, v in os.environ.items() if k != "CI"},
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, done.stdout[-3000:]
    here, there = snapshot_tree(project.path), snapshot_tree(deeper)
    assert any("lifted" in name for name in here)
    assert here == there, sorted(name for name in here if here[name] != there.get(name))
