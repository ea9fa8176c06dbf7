"""``behaviour.txt`` compares a converter's result by what it holds, whatever its class (issue 61): TensorFlow's
extension types and sparse tensors, a torch dataclass or named tuple built with ``torch.compiler.is_compiling()``, a
JAX pytree's metadata; a NumPy scalar type as an argument is a value."""

from __future__ import annotations

import importlib.util

import pytest

from helpers import baseline, write_case

TENSORFLOW = """
import dataclasses

import numpy as np
import tensorflow as tf

from harness import case


class MaskedTensor(tf.experimental.ExtensionType):
    values: tf.Tensor
    mask: bool


@case(inputs=lambda: (tf.constant([1.0, 2.0]),))
def masked(x):
    return MaskedTensor(values=x * 2, mask=tf.executing_eagerly())


@case(inputs=lambda: (tf.constant([1.0, 2.0]),))
def sparse(x):
    row = 0 if tf.executing_eagerly() else 1
    return tf.sparse.SparseTensor(indices=[[row, 0]], values=x[:1], dense_shape=[2, 2])


@case(inputs=lambda: (tf.constant([1.0, 2.0]), np.float32))
def numpy_dtype_input(x, dtype):
    return tf.cast(x, dtype)
"""

TORCH = """
import dataclasses
from typing import NamedTuple

import torch

from harness import case


@dataclasses.dataclass
class Result:
    value: torch.Tensor
    compiled: bool


class Pair(NamedTuple):
    value: torch.Tensor
    compiled: bool


@case(inputs=lambda: (torch.ones(2),), converters=("dynamo",))
def result(x):
    return Result(x + 1, torch.compiler.is_compiling())


@case(inputs=lambda: (torch.ones(2),), converters=("dynamo",))
def pair(x):
    return Pair(x + 1, torch.compiler.is_compiling())
"""

JAX = """
import dataclasses
import functools

import jax
import jax.numpy as jnp

from harness import case


@functools.partial(jax.tree_util.register_dataclass, data_fields=["x"], meta_fields=["traced"])
@dataclasses.dataclass
class Point:
    x: jax.Array
    traced: bool


@case(inputs=lambda: (jnp.ones(2),))
def point(x):
    return Point(x * 2, isinstance(x, jax.core.Tracer))
"""


EXPECTED = [
    pytest.param(
        "tensorflow",
        TENSORFLOW,
        "autograph",
        {
            "masked": [
                "inputs: [float32[2]]",
                "python: MaskedTensor(values=float32[2], mask=True)",
                "tf.function: MaskedTensor(values=float32[2], mask=False)",
                "differs: tf.function",
            ],
            "sparse": [
                "inputs: [float32[2]]",
                "python: SparseTensor(indices=[[0, 0]], values=float32[1], dense_shape=[2, 2])",
                "tf.function: SparseTensor(indices=[[1, 0]], values=float32[1], dense_shape=[2, 2])",
                "differs: tf.function",
            ],
            "numpy_dtype_input": [
                "inputs: [float32[2], <class 'numpy.float32'>]",
                "python: float32[2]",
                "tf.function: float32[2]",
                "same",
            ],
        },
        id="tensorflow",
    ),
    pytest.param(
        "torch",
        TORCH,
        "dynamo",
        {
            "result": [
                "inputs: [float32[2]]",
                "python: Result(value=float32[2], compiled=False)",
                "torch.compile: Result(value=float32[2], compiled=True)",
                "differs: torch.compile",
            ],
            "pair": [
                "inputs: [float32[2]]",
                "python: Pair(value=float32[2], compiled=False)",
                "torch.compile: Pair(value=float32[2], compiled=True)",
                "differs: torch.compile",
            ],
        },
        id="torch",
    ),
    pytest.param(
        "jax",
        JAX,
        "jax",
        {
            "point": [
                "inputs: [float32[2]]",
                "python: Point(x=float32[2], traced=False)",
                "jax.jit: Point(x=float32[2], traced=True)",
                "differs: jax.jit",
            ]
        },
        id="jax",
    ),
]


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
@pytest.mark.parametrize(("module", "source", "converter_name", "expected"), EXPECTED)
def test_a_result_is_compared_by_what_it_holds(
    project: pytest.Pytester, module: str, source: str, converter_name: str, expected: dict[str, list[str]]
) -> None:
    """Each case's ``behaviour.txt``, the case file recorded with the converter of its framework's environment."""
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{module} is not installed")
    write_case(project, "objects", source)
    done = project.runpytest_subprocess(
        "-p", "no:cacheprovider", "--snapshot-update", "-o", f"harness_converters={converter_name}"
    )
    assert done.ret == 0, done.stdout.str()[-3000:]
    folder = project.path / "snapshots" / baseline(converter_name) / "objects"
    assert {name: (folder / name / "behaviour.txt").read_text().splitlines() for name in expected} == expected
