"""Numba's ``@njit`` registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.passlog import LOG
from harness.converter import Converter, Normalizers

_PICKLED = r'@"?\.const\.pickledata\.\w+(?:\.\d+)?"?(?![\w.])'  # Numba's pickled bytes, not their SHA-1

ENTRY = Converter(
    "numba",
    "numba",
    ("numba",),
    "harness.convert.numba.driver",
    title="Numba @njit",
    interpreter=True,  # it reads CPython's bytecode: a baseline per Python
    order=90,
    views="harness.convert.numba.views:VIEWS",
    primary_outputs=(
        ("annotation.txt", "Typed annotation"),
        ("optimised.ll", "Optimised LLVM IR"),
        ("signature.txt", "Signature"),
    ),
    settings=(("nopython", "True"), ("cpu_name", "generic")),
    family=("llvmlite",),  # LLVM: the lowering, the optimiser and the LLVM IR's text
    # Numba's own, LLVM's, and those of the threading layers (OpenMP) and BLAS libraries its kernels call.
    environment=("NUMBA_", "LLVM_", "OMP_", "OPENBLAS_", "MKL_"),
    # The optimiser unrolls and vectorises for the host's CPU unless told another: a generic CPU with no extra
    # features makes the optimised LLVM IR the same on every x86_64 machine.
    # Numba colours its messages with ANSI codes wherever colorama is installed (tox installs it beside a tox
    # environment, a history build's environment has none): plain text everywhere.
    # A case decorated @njit (@jit(nopython=True)) is converted as the def it wraps, with its options (options.txt).
    unwraps=("py_func",),
    values="harness.convert.numba.values:numba_values",  # typed containers by their contents, generators by items
    # Numba pickles what compiled code rebuilds at run time (an exception, an objmode block's function), the file that
    # defines it by its absolute path: the bytes' size, wherever the LLVM IR writes it, is the checkout path's length.
    normalizers=Normalizers(
        leaks=(
            (
                "a pickled object's size (its bytes hold the checkout's path)",
                r"numba_unpickle\"?\([^\n]*?\bi32 \d+\b"
                rf"|\[\d+ x i8\]\*? {_PICKLED}|{_PICKLED} = internal constant \[\d+ x i8\]",
            ),
        )
    ),
    pinned=(
        ("NUMBA_CPU_NAME", "generic"),
        ("NUMBA_CPU_FEATURES", ""),
        ("NUMBA_DISABLE_ERROR_MESSAGE_HIGHLIGHTING", "1"),
    ),
    rules=(
        ("annotation.txt", 17, "the typed IR: the case's own constants, as Python prints them"),
        ("*.ll", 17, "LLVM IR: the case's own constants, as LLVM prints them"),
        ("signature.txt", 17, "Numba's types of the arguments and the result: an omitted one names the def's default"),
        ("options.txt", 17, "the options of the case's own @njit, as the case wrote them"),
        (LOG, 0, "pass numbers, names and states"),
        ("[0-9][0-9]_*.txt", 17, "Numba's IR: the case's own constants, as Python prints them"),
        ("00_source.py", 17, "the case's source: its own constants"),
    ),
)
