"""``behaviour.txt`` writes a framework's integer and boolean tensors exactly, and only floating ones as dtype[shape]."""

from __future__ import annotations

import subprocess
import sys

import pytest

# Each framework's tensors, made and shown by behaviour.plain in a Python of their own (the pytest process
# imports no framework).
PROBES = {
    "torch": "import torch; values = [torch.tensor([1, 2]), torch.tensor([True]), torch.ones(2, 3)]",
    "tensorflow": "import tensorflow as tf; values = [tf.constant([1, 2]), tf.constant([True]), tf.ones((2, 3))]",
    "jax": "import jax.numpy as jnp; values = [jnp.array([1, 2]), jnp.array([True]), jnp.ones((2, 3))]",
    "paddle": "import paddle; values = [paddle.to_tensor([1, 2]), paddle.to_tensor([True]), paddle.ones([2, 3])]",
}


@pytest.mark.real_framework
def test_integer_tensors_are_written_exactly(framework_converter: str) -> None:
    from helpers import converter_entry

    framework = converter_entry(framework_converter).framework
    if framework not in PROBES:
        pytest.skip(f"no probe for {framework}")
    script = f"{PROBES[framework]}\nfrom harness.convert.behaviour import plain\nprint([plain(v) for v in values])"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1] == "[[1, 2], [True], float32[2, 3]]", done.stdout
