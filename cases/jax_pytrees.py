"""JAX cases: pytrees in and out (tuples, dicts, a registered dataclass, a NamedTuple), indexing, .at[], static args."""

import dataclasses
import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp

from harness import case


@functools.partial(jax.tree_util.register_dataclass, data_fields=["x", "y"], meta_fields=["label"])
@dataclasses.dataclass
class Point:
    x: jax.Array
    y: jax.Array
    label: str = "p"


class Pair(NamedTuple):
    first: jax.Array
    second: jax.Array


@case(inputs=lambda: ((jnp.ones(2), jnp.zeros(3)),))
def tuple_swap(pair):
    """A tuple in, a tuple out: the signature shows both trees."""
    a, b = pair
    return b, a * 2


@case(inputs=lambda: ({"w": jnp.ones((2, 3)), "b": jnp.zeros(3)}, jnp.ones(2)))
def dict_params(params, x):
    """A dict of parameters: its leaves are flattened in sorted key order (b before w)."""
    return {"out": x @ params["w"] + params["b"], "norm": jnp.sum(params["w"] ** 2)}


@case(inputs=lambda: (Point(jnp.arange(3.0), jnp.ones(3)),))
def dataclass_point(p):
    """A dataclass registered with jax.tree_util.register_dataclass: ``label`` is metadata, kept in the tree."""
    return Point(p.x + p.y, p.x * p.y, p.label + "!")


@case(inputs=lambda: (Pair(jnp.ones(2), jnp.full(2, 3.0)),))
def namedtuple_pair(pair):
    """A NamedTuple is a pytree with no registration."""
    return Pair(pair.second, pair.first + pair.second)


@case(inputs=lambda: (jnp.arange(12.0).reshape(3, 4),))
def index_and_slice(x):
    """Basic indexing and slicing with constants: static slices in the program."""
    return x[1], x[:, 1:3], x[::2, -1], x[None, 0]


@case(inputs=lambda: (jnp.zeros(5), jnp.int32(2)))
def at_set(x, i):
    """``.at[i].set`` with a traced index: a functional scatter, where torch writes in place."""
    return x.at[i].set(7.0).at[0].add(1.0)


@case(inputs=lambda: (jnp.arange(6.0), jnp.array([4, 0, 2])))
def gather_take(x, idx):
    """Integer-array indexing: a gather."""
    return x[idx], jnp.take(x, idx)


@case(inputs=lambda: [(jnp.ones(3), 2), (jnp.ones(3), 3)], static_argnames=("n",))
def static_repeat(x, n):
    """``n`` is static (``@case(static_argnames=("n",))``): ``range(n)`` is fine and each value traces anew;
    without it, the same function is rejected (jax_rejected.range_of_traced)."""
    for _ in range(n):
        x = jnp.concatenate([x, x[:1]])
    return x


@case(inputs=lambda: [(jnp.arange(4.0), "sum"), (jnp.arange(4.0), "max")], static_argnames=("how",))
def static_string(x, how):
    """A string is no JAX type: only as a static argument can a jitted function take one."""
    return jnp.sum(x) if how == "sum" else jnp.max(x)
