"""JAX cases: structured control flow (lax.cond, while_loop, fori_loop, scan, switch), jit of a jit, vmap, grad."""

import jax
import jax.numpy as jnp
from jax import lax

from harness import case


@case(inputs=lambda: [(jnp.arange(3.0),), (-jnp.arange(3.0),)])
def cond_sign(x):
    """lax.cond: both branches are traced and staged, the predicate is chosen at run time; AutoGraph writes the
    same tf.cond from a plain ``if``, Dynamo would break the graph on the ``if``, torch.export wants torch.cond."""
    return lax.cond(x.sum() > 0, lambda v: v * 2, lambda v: -v, x)


@case(inputs=lambda: [(jnp.int32(5),), (jnp.int32(40),)])
def while_collatz(n):
    """lax.while_loop: a loop whose trip count depends on the value; the Python ``while`` form is rejected."""
    def cond(state):
        value, steps = state
        return value != 1

    def body(state):
        value, steps = state
        value = jnp.where(value % 2 == 0, value // 2, 3 * value + 1)
        return value, steps + 1

    return lax.while_loop(cond, body, (n, 0))[1]


@case(inputs=lambda: (jnp.ones(4),))
def fori_sum(x):
    """lax.fori_loop with constant bounds: JAX lowers it to a scan, so it stays reverse-differentiable."""
    return lax.fori_loop(0, 5, lambda i, acc: acc + i * x, jnp.zeros_like(x))


@case(inputs=lambda: (jnp.ones(3), jnp.int32(4)))
def fori_traced_bound(x, n):
    """lax.fori_loop with a traced upper bound: a while loop in the jaxpr."""
    return lax.fori_loop(0, n, lambda i, acc: acc * 2, x)


@case(inputs=lambda: (jnp.arange(6.0),))
def scan_cumsum(xs):
    """lax.scan: a carry and stacked outputs, the functional form of a Python ``for`` over an array."""
    def step(carry, x):
        carry = carry + x
        return carry, carry * 10
    return lax.scan(step, 0.0, xs)


@case(inputs=lambda: [(jnp.int32(0), jnp.ones(2)), (jnp.int32(2), jnp.ones(2)), (jnp.int32(7), jnp.ones(2))])
def switch_three(index, x):
    """lax.switch: an index picks one of three branches; an index out of range is clamped, not an error."""
    return lax.switch(index, [lambda v: v + 1, lambda v: v * 3, lambda v: -v], x)


@jax.jit
def _inner(x):
    return jnp.tanh(x) * 2


@case(inputs=lambda: (jnp.ones((2, 2)),))
def jit_of_jit(x):
    """A jitted helper called inside the jitted case: the jaxpr nests it as a call, the StableHLO as a function."""
    return _inner(x) + _inner(x * 2)


@case(inputs=lambda: (jnp.ones((3, 4)), jnp.ones(4)))
def vmap_dot(batch, w):
    """jax.vmap maps a per-example dot over the batch: the jaxpr holds one batched dot_general, no loop."""
    return jax.vmap(lambda row: jnp.dot(row, w))(batch)


@case(inputs=lambda: (jnp.arange(1.0, 4.0),))
def grad_of_square_sum(x):
    """jax.grad of a scalar function, traced inside jit: the jaxpr is the derivative's program."""
    return jax.grad(lambda v: jnp.sum(v ** 2 * jnp.sin(v)))(x)


@case(inputs=lambda: (jnp.arange(4.0),))
def value_and_grad_relu(x):
    """jax.value_and_grad through jax.nn.relu, a custom_jvp function: its rule shows in the jaxpr."""
    return jax.value_and_grad(lambda v: jax.nn.relu(v - 1.0).sum())(x)


@case(inputs=lambda: (jnp.arange(3.0),))
def python_for_unrolled(x):
    """A Python ``for`` over a constant range is unrolled at trace time: no loop in the program, as torch.jit.trace
    and Dynamo do, where AutoGraph keeps a Python range loop in Python too."""
    for i in range(3):
        x = x * 2 + i
    return x


@jax.custom_vjp
def _clip_gradient(x):
    return x


def _clip_forward(x):
    return x, None


def _clip_backward(_, g):
    return (jnp.clip(g, -1.0, 1.0),)


_clip_gradient.defvjp(_clip_forward, _clip_backward)


@case(inputs=lambda: (jnp.arange(3.0),))
def custom_vjp_clip(x):
    """A jax.custom_vjp function whose backward pass clips the gradient: called plainly, the jaxpr keeps it as one
    custom_vjp_call; under jax.grad its backward rule is what is traced."""
    return _clip_gradient(x) * 5.0, jax.grad(lambda v: jnp.sum(_clip_gradient(v) * 5.0))(x)
