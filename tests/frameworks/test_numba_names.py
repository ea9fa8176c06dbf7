"""What Numba pickles into a module, and its names for it, are the same in every folder, whatever the allocator does."""

from __future__ import annotations

import builtins
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numba")

from numba.core import pythonapi  # type: ignore[import-not-found]

from harness.convert.numba.driver import stable_locations


@pytest.mark.real_framework
def test_no_name_of_a_pickled_exception_is_taken_twice() -> None:
    """Numba 0.57 and 0.58 name an exception's pickled constants by ``id()`` of an object freed soon after: the next
    object may take its address, and a later module the name of an earlier one, which LLVM renames as it links them."""
    with stable_locations():
        # The id Numba's module calls: a global of its own, else the builtin.
        numbas_id = vars(pythonapi).get("id", builtins.id)
        names = {numbas_id(ValueError(n)) for n in range(100)}
    assert len(names) == 100


# A typed Dict used from plain Python, as a case's first call does before any conversion: Numba compiles its own
# methods then, and a compiled function that uses them links their modules, their exceptions' locations with them.
NUMBAS_OWN_FIRST = """
import re, numba
from numba import types
from numba.typed import Dict
from harness.convert.numba.driver import warm_up

warm_up()
counts = Dict.empty(key_type=types.int64, value_type=types.int64)
counts[1] = 2

@numba.njit
def get(counts, key):
    return counts[key]

get(counts, 1)
for escaped in re.findall(r'pickledata[.]\\w+ = internal constant [[]\\d+ x i8[]] c"([^"]*)"', get.inspect_llvm(get.signatures[0])):
    print(re.sub(r"\\\\([0-9A-Fa-f]{2})", lambda m: chr(int(m[1], 16)), escaped))
"""


@pytest.mark.real_framework
def test_numbas_own_functions_compiled_before_the_case_pickle_no_folder(tmp_path: Path) -> None:
    """What Numba pickles into a module names its files from ``sys.path``, in the fork server and every process it
    forks, for functions compiled outside a conversion too: the length of the pickled bytes, which the compiled code
    holds as a number, would otherwise say where Numba is installed."""
    done = subprocess.run(
        [sys.executable, "-c", NUMBAS_OWN_FIRST], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "dictobject.py" in done.stdout, done.stdout
    assert sys.prefix not in done.stdout and "site-packages" not in done.stdout, done.stdout
