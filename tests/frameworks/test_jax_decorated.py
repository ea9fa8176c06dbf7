"""A JAX case written as JAX's own tests write it, ``@jax.jit`` or ``@partial(jax.jit, static_argnums=...)``, is
converted and run as ``python:`` as written, with the decorator's static arguments; no warning is the harness's."""

from __future__ import annotations

import warnings

import pytest

from helpers import baseline, write_case

pytest.importorskip("jax")

from harness.convert.behaviour.values import plain

DECORATED = """
from functools import partial, wraps

import jax
import jax.numpy as jnp

from harness import case


@case(inputs=(1.0,))
@jax.jit
def doubled(x):
    return x * 2


@case(inputs=lambda: (jnp.ones(2), 3))
@partial(jax.jit, static_argnums=(1,), donate_argnums=(0,))
def repeated(x, n):
    for _ in range(n):
        x = x * 2
    return x


def _plus_one(function):
    @wraps(function)
    def wrapper(*args):
        return function(*args) + 1

    return wrapper


@case(inputs=(1.0,))
@_plus_one
def wrapped_by_the_case(x):
    return x * 2
"""


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_a_jitted_case_is_converted_as_written_with_its_static_arguments(project: pytest.Pytester) -> None:
    write_case(project, "decorated", DECORATED)
    project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "jax").assert_outcomes(passed=3)
    folder = project.path / "snapshots" / baseline("jax") / "decorated"

    def read(case: str, output: str) -> str:
        path = folder / case / output
        return path.read_text(encoding="utf-8") if path.exists() else ""

    # python: is the def's own call (2.0), not the jitted function compared with itself (float32[]).
    assert read("doubled", "behaviour.txt").startswith("inputs: [1.0]\npython: 2.0\n"), read("doubled", "behaviour.txt")
    assert read("doubled", "decorated.txt") == (
        "the case arrived decorated by its converter's own decorator: the harness took the function as written"
        " from its __wrapped__ attribute, converted it, and ran it for behaviour.txt's python: line\n"
    )
    # The decorator's static argument is the conversion's: the loop over n unrolls; its donation is named, left out.
    assert not read("repeated", "error.txt"), read("repeated", "error.txt")
    assert "static:\n  n = 3\n" in read("repeated", "signature.txt")
    assert read("repeated", "decorated.txt").splitlines()[1:] == [
        "its decorator's options, converted with it: static_argnames=('n',)",
        "its decorator's options the harness does not read, left out: donate_argnums=(0,)",
    ]
    # A decorator of the case's own that keeps the def in __wrapped__ is not jax.jit's: the case as it arrived.
    assert not read("wrapped_by_the_case", "decorated.txt")
    assert read("wrapped_by_the_case", "behaviour.txt").startswith("inputs: [1.0]\npython: 3.0\n")


@pytest.mark.real_framework
def test_a_generator_result_is_no_pytree_the_harness_flattens() -> None:
    """JAX warns of a generator flattened as a pytree leaf: the harness's own comparison must not flatten one."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert plain(row for row in [1, 2]) == [1, 2]
    assert not caught, [str(w.message) for w in caught]
