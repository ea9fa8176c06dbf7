"""``jax.jit``: the driver, the text of its MLIR modules, and framework-free views."""
