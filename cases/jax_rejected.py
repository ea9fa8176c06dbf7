"""JAX cases that jax.jit rejects: Python control flow and Python conversions on traced values, by error class.

Tracing runs the function once on abstract values; whatever needs a concrete value (a branch, a loop bound, a
shape, a NumPy array) raises. Each docstring says what the other converters make of the same idea.
"""

import jax
import jax.numpy as jnp
import numpy as np

from harness import case


@case(inputs=lambda: [(jnp.ones(3),), (-jnp.ones(3),)])
def if_on_traced(x):
    """TracerBoolConversionError. AutoGraph turns the ``if`` into tf.cond, TorchScript scripts it, torch.jit.trace
    bakes in one branch, Dynamo breaks the graph, torch.export and torch.fx reject it."""
    if x.sum() > 0:
        return x
    return -x


@case(inputs=lambda: (jnp.float32(10.0),))
def while_on_traced(x):
    """TracerBoolConversionError on the loop test. AutoGraph makes a tf.while_loop of it; Dynamo breaks the graph."""
    while x > 1:
        x = x / 2
    return x


@case(inputs=lambda: (jnp.ones(2), jnp.ones(2)))
def and_of_traced(x, y):
    """TracerBoolConversionError: ``and`` asks for a Python bool. AutoGraph rewrites ``and`` into ag__.and_."""
    return (x.sum() > 0) and (y.sum() > 0)


@case(inputs=lambda: (jnp.ones(2),))
def assert_on_traced(x):
    """TracerBoolConversionError from an ``assert``; AutoGraph raises OperatorNotAllowedInGraphError by default."""
    assert x.sum() > 0
    return x


@case(inputs=lambda: (jnp.ones(3), 3))
def range_of_traced(x, n):
    """TracerIntegerConversionError: a Python int argument is traced too (a weakly typed int32), so ``range(n)``
    needs its value; jax_pytrees.static_repeat marks ``n`` static. Dynamo specialises on the int instead."""
    for _ in range(n):
        x = x + 1
    return x


@case(inputs=lambda: ([1.0, 2.0, 3.0], jnp.int32(1)))
def list_index_traced(values, i):
    """TracerIntegerConversionError: a traced index into a Python list, which has no gather."""
    return [v * 2 for v in values][i]


@case(inputs=lambda: (jnp.float32(2.5),))
def float_of_traced(x):
    """ConcretizationTypeError: ``float()`` of a traced value; TorchScript takes ``float(t)``, Dynamo breaks."""
    return float(x) * 2


@case(inputs=lambda: (jnp.int32(4),))
def arange_traced_length(n):
    """ConcretizationTypeError: the output's shape would depend on a value; torch.export makes an unbacked symbol."""
    return jnp.arange(n)


@case(inputs=lambda: (jnp.arange(3.0),))
def item_of_traced(x):
    """ConcretizationTypeError from ``.item()``; Dynamo breaks the graph, torch.jit.trace bakes in the value."""
    return x.sum().item() + 1


@case(inputs=lambda: (jnp.arange(4.0),))
def numpy_of_traced(x):
    """TracerArrayConversionError: NumPy asked to make an array of a tracer. torch.jit.trace records a constant
    and warns; Dynamo traces NumPy calls into the graph."""
    return np.sin(x)


@case(inputs=lambda: (jnp.arange(-2.0, 3.0),))
def boolean_mask(x):
    """NonConcreteBooleanIndexError: a boolean mask gives a shape only the values decide; jnp.where keeps it static."""
    return x[x > 0]


@case(inputs=lambda: (jnp.arange(4.0), jnp.int32(2)))
def slice_traced_stop(x, n):
    """A traced slice bound: the slice's length would depend on a value (lax.dynamic_slice takes a static size)."""
    return x[:n]


@case(inputs=lambda: (jnp.ones(3), "double"))
def string_argument(x, how):
    """TypeError: a str is no JAX type; marking ``how`` static (jax_pytrees.static_string) fixes it."""
    return x * 2 if how == "double" else x


@case(inputs=lambda: (jnp.int32(3),))
def zeros_traced_shape(n):
    """A traced value as a shape: jnp.zeros needs concrete sizes. torch.export would make an unbacked size symbol,
    AutoGraph a tensor of dynamic shape."""
    return jnp.zeros((n, 2))


@case(inputs=lambda: (jnp.ones((2, 3)),))
def generator_of_rows(x):
    """TypeError: a generator is no JAX type, and no pytree: JAX flattens it as a leaf (with a warning), and jax.jit
    rejects the result. AutoGraph rejects the generator in its unsupported-features pass."""
    return (row * 2 for row in x)
