"""A factory that returns a lambda is a case of jax.jit, which traces a call and reads no source (issue 50)."""

from __future__ import annotations

import pytest

from helpers import baseline, write_case

pytest.importorskip("jax")

LAMBDAS = """
import jax.numpy as jnp

from harness import case


@case(factory=True, inputs=lambda: (jnp.arange(3.0),))
def scaled():
    scale = 3.0
    return lambda x: jnp.sin(x) * scale
"""


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_a_factorys_lambda_is_jitted(project: pytest.Pytester) -> None:
    write_case(project, "lambdas", LAMBDAS)
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "jax")
    result.assert_outcomes(passed=1)
    folder = project.path / "snapshots" / baseline("jax") / "lambdas" / "scaled"
    assert sorted(p.name for p in folder.iterdir()) == [
        "behaviour.txt",
        "jaxpr.txt",
        "saved",
        "saved.txt",
        "signature.txt",
        "stablehlo.mlir",
    ]
    jaxpr = (folder / "jaxpr.txt").read_text(encoding="utf-8")
    assert "sin" in jaxpr and "mul" in jaxpr, jaxpr
    assert (folder / "behaviour.txt").read_text(encoding="utf-8").endswith("jax.jit: float32[3]\nsame\n")
