"""JAX cases: small real models in plain jax.numpy (an MLP, a convolution), and programs exported with symbolic shapes."""

import jax
import jax.numpy as jnp
from jax import lax

from harness import case


def _mlp_params():
    k1, k2 = jax.random.split(jax.random.key(0))
    return {
        "dense1": {"w": jax.random.normal(k1, (4, 8)) * 0.1, "b": jnp.zeros(8)},
        "dense2": {"w": jax.random.normal(k2, (8, 2)) * 0.1, "b": jnp.zeros(2)},
    }


@case(inputs=lambda: (_mlp_params(), jnp.ones((3, 4))))
def mlp(params, x):
    """A two-layer MLP with gelu and a log-softmax head: parameters are a nested dict, a pytree."""
    h = jax.nn.gelu(x @ params["dense1"]["w"] + params["dense1"]["b"])
    return jax.nn.log_softmax(h @ params["dense2"]["w"] + params["dense2"]["b"])


@case(inputs=lambda: (_mlp_params(), jnp.ones((3, 4)), jnp.array([0, 1, 1])))
def mlp_loss_grad(params, x, labels):
    """The MLP's cross-entropy and its gradient with respect to every parameter, as one training step computes."""
    def loss(p):
        logits = mlp(p, x)
        return -jnp.mean(jnp.take_along_axis(logits, labels[:, None], axis=1))
    return jax.value_and_grad(loss)(params)


@case(inputs=lambda: (jnp.ones((1, 2, 8, 8)), jnp.ones((3, 2, 3, 3)) * 0.1))
def conv_relu_pool(x, w):
    """A 3x3 convolution (NCHW), relu and 2x2 max pooling, from lax primitives."""
    y = lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="SAME")
    y = jax.nn.relu(y)
    return lax.reduce_window(y, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")


@case(inputs=lambda: [(jnp.ones((4, 3)),), (jnp.ones((7, 3)),)], dynamic=True)
def batch_normalize(x):
    """Exported with a symbolic batch: ``a`` stands for 4 (and 7, on the second set), 3 as well becomes ``b``."""
    mean = x.mean(axis=0)
    return (x - mean) / (x.std(axis=0) + 1e-5)


@case(inputs=lambda: [(jnp.ones((2, 3)), jnp.ones((3, 2))), (jnp.ones((5, 3)), jnp.ones((3, 5)))], dynamic=True)
def matmul_square(x, y):
    """Exported with symbolic shapes: equal sizes share a symbol, so ``(a, b) @ (b, a)`` gives ``(a, a)``."""
    return x @ y


@case(inputs=lambda: [(jnp.ones(4), jnp.ones(4))], dynamic=True)
def concat_then_reshape(x, y):
    """Exported with ``a`` for 4: the concatenation has 2*a elements, and reshaping it to (2, a) is proven."""
    return jnp.concatenate([x, y]).reshape(2, -1)


@case(inputs=lambda: [(jnp.ones(4),)], dynamic=True)
def symbolic_branch_on_shape(x):
    """A Python ``if`` on a symbolic size: jit sees 4 and takes the branch; export cannot decide ``a > 3``."""
    if x.shape[0] > 3:
        return x[:3]
    return x
