"""jax.jit's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.shapes import DYNAMIC
from harness.converter import CaseOption, Converter

STATIC_ARGNAMES = CaseOption.names(
    "static_argnames",
    "parameter names",
    "n",
    "positional parameters jax.jit treats as static (jax.jit(f, static_argnames=...)): their values are baked into "
    "the program, a new value traces it again; a name that is no parameter of the case breaks the case",
)

ENTRY = Converter(
    "jax",
    "jax",
    ("jax",),
    "harness.convert.jax.driver",
    title="jax.jit",
    order=60,
    views="harness.convert.jax.views:VIEWS",
    primary_outputs=(("jaxpr.txt", "Jaxpr"), ("stablehlo.mlir", "StableHLO"), ("signature.txt", "Signature")),
    settings=(("jax_enable_x64", "False"), ("jax_platforms", "cpu")),
    # XLA: the lowering and its StableHLO; flatbuffers: jax.export's serialization of the saved program, which jax
    # does not require (its manifest records it, so that ``requirements`` installs it)
    family=("jaxlib", "flatbuffers"),
    environment=("JAX_", "XLA_", "TF_CPP_", "OMP_", "OPENBLAS_", "MKL_"),
    # jax drops its own frames from an exception's traceback, which would leave the harness's call innermost
    pinned=(("JAX_TRACEBACK_FILTERING", "off"),),
    options=(STATIC_ARGNAMES, DYNAMIC),
    reads_source=False,  # it traces a call: a factory's lambda is jitted as a user jits one
    unwraps=("__wrapped__",),  # jax.jit's result, as functools.wraps keeps it (the driver's ``decoration`` checks)
    saved_as="program.jax",
    loader="harness.convert.jax.saving:load",
    rules=(("*", 17, "jaxprs, MLIR modules and signatures: the case's own constants, as Python and MLIR print them"),),
)
