"""JAX cases run on several input sets: jax.jit traces again for each new shape, dtype, pytree or static value."""

import jax.numpy as jnp

from harness import case

OFFSET = 0.0


@case(inputs=lambda: [(jnp.ones(2),), (jnp.zeros(2),), (jnp.ones(3),)])
def new_shape(x):
    """The same shape twice (one program), then a longer array: a second trace."""
    return jnp.sum(x * 2.0)


@case(inputs=lambda: [(jnp.ones(3),), (jnp.ones(3, jnp.int32),)])
def new_dtype(x):
    """float32, then int32: each dtype its own trace."""
    return x * 2


@case(inputs=lambda: [(jnp.ones(2), 2), (jnp.ones(2), 5), (jnp.ones(2), 2.5)])
def python_scalar(x, n):
    """A Python int is a weakly typed int32 tracer: a new value reuses the program, a float does not."""
    return x * n


@case(inputs=lambda: [([jnp.ones(2), jnp.ones(2)],), ([jnp.ones(2), jnp.ones(2), jnp.ones(2)],)])
def list_length(xs):
    """A list is a pytree: a longer one is another tree structure, another trace."""
    total = jnp.zeros(2)
    for x in xs:
        total = total + x
    return total


@case(inputs=lambda: [({"a": jnp.ones(2)},), ({"a": jnp.ones(2), "b": jnp.ones(2)},)])
def dict_keys(d):
    """A dict's keys are part of its tree structure: a new key is a new trace."""
    return sum(v * 2 for v in d.values())


@case(inputs=lambda: [(jnp.ones(2), 2), (jnp.ones(2), 2), (jnp.ones(2), 3)], static_argnames=("n",))
def static_argument(x, n):
    """A static argument is hashed into the cache key: each new value is a new trace, with its value baked in."""
    for _ in range(n):
        x = x * 2
    return x


@case(inputs=lambda: [(jnp.ones(2),), (jnp.ones(2),)])
def global_read(x):
    """A module global read while tracing is a constant of the program: moved by the case as it runs, it is not read
    again by the program (no new program for the same input types), where each Python call reads its new value."""
    global OFFSET
    y = x + OFFSET
    OFFSET = OFFSET + 1.0
    return y
