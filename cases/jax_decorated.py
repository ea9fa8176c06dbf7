"""JAX cases decorated as JAX's own tests and docs write them: ``@jax.jit``, ``@partial(jax.jit, static_argnums=...)``.

The harness converts the def as written and runs it as ``python:``; the decorator's static arguments are the
conversion's (``@case(static_argnames=...)``), and ``decorated.txt`` names the options it leaves out.
"""

from functools import partial

import jax
import jax.numpy as jnp

from harness import case


@case(inputs=(1.0,))
@jax.jit
def jit_decorated(x):
    """@jax.jit on a def given a Python float: python: is the def's own 2.0, jax.jit's a weakly typed float32."""
    return x * 2


@case(inputs=lambda: [(jnp.ones(3), 3), (jnp.ones(3), 1)])
@partial(jax.jit, static_argnums=(1,))
def static_argnums_loop(x, n):
    """A Python loop over the static argument: the jaxpr unrolls it into n multiplications, the next n traces again."""
    for _ in range(n):
        x = x * 2
    return x


@case(inputs=lambda: (jnp.arange(6.0).reshape(2, 3), 1))
@partial(jax.jit, static_argnames=("axis",))
def static_argnames_axis(x, axis):
    """A static axis, as jnp's reductions need it: the reduction's dimensions are in the program."""
    return jnp.sum(x, axis=axis)


@case(inputs=lambda: (jnp.ones(3),))
@partial(jax.jit, donate_argnums=0)
def donated_argument(x):
    """donate_argnums lets XLA reuse the input's buffer; the harness's conversion does not donate, and says so."""
    return x + 1
