"""``behaviour.txt`` writes a framework's integer and boolean tensors exactly, and only floating ones as dtype[shape]."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
    script = (
        f"{PROBES[framework]}\nfrom harness.convert.behaviour.values import plain\nprint([plain(v) for v in values])"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1] == "[[1, 2], [True], float32[2, 3]]", done.stdout


TORCH_RUNS = """
import torch
from harness.convert.behaviour.run import run_all
from harness.convert.export.driver import GUARD


def modulo_assign(n: int):
    n %= 7
    return n


class Scaled(torch.nn.Module):
    def forward(self, x, n: int):
        return x * n


program = torch.export.export(Scaled(), (torch.ones(2), 3)).module()
print(run_all(lambda: (10,), {"python": modulo_assign, "torch.jit.script": torch.jit.script(modulo_assign)}), end="")
print(run_all(lambda: [(torch.ones(2), 3), (torch.ones(2), 4)], {"python": Scaled(), "torch.export": program},
              guards={"torch.export": GUARD}), end="")
"""


@pytest.mark.real_framework
def test_torchscripts_int_modulo_is_a_float_and_exports_fixed_int_is_specialised(
    framework_converter: str, tmp_path: Path
) -> None:
    from helpers import converter_entry

    if converter_entry(framework_converter).framework != "torch":
        pytest.skip("torch only")
    (tmp_path / "runs.py").write_text(TORCH_RUNS)
    done = subprocess.run([sys.executable, "runs.py"], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("inputs: [10]\npython: 3\ntorch.jit.script: 3.0\ndiffers: torch.jit.script\n")
    assert done.stdout.endswith(
        "torch.export: error AssertionError: Guard failed: n == 3\nspecialised: torch.export\n\n"
        "specialised: torch.export (inputs 2)\n"
    ), done.stdout
