"""A fork server forks before its framework starts a thread: jax's XLA CPU client, measured to hang a child forked after it."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import INSTALLED

# Measured: a child forked after XLA's CPU client started (17 threads in jax 0.10) hangs on its first jit; one
# forked after ``import jax`` alone converts. So the jax fork server imports jax and its driver, and starts nothing.
FORK_AFTER_PRELOAD = """
import os, select, signal, sys
import numpy  # numpy's BLAS starts its own threads at import, before jax
from harness.convert.registry import load
from harness.worker.server import declare_registered
CONVERTERS = load().converters
declare_registered()  # as a fork server does, before it converts
from harness.worker.server import preload

before = len(os.listdir("/proc/self/task"))
preload(list(CONVERTERS["jax"].preload))
after = len(os.listdir("/proc/self/task"))
outcomes = []
for _ in range(3):
    pid = os.fork()
    if pid == 0:
        import jax, jax.numpy as jnp
        jax.jit(lambda x: jax.lax.cond(x.sum() > 0, lambda: x, lambda: -x))(jnp.ones(3)).block_until_ready()
        os._exit(0)
    pidfd = os.pidfd_open(pid)
    ready, _, _ = select.select([pidfd], [], [], 60)
    if not ready:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    outcomes.append("ok" if ready and os.waitstatus_to_exitcode(status) == 0 else "hung or failed")
print(before, after, *outcomes)
"""


@pytest.mark.real_framework
def test_the_jax_fork_server_forks_before_xla_starts_a_thread() -> None:
    if "jax" not in INSTALLED:
        pytest.skip("jax is not installed here")
    done = subprocess.run([sys.executable, "-c", FORK_AFTER_PRELOAD], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    before, after, *outcomes = done.stdout.split()
    assert before == after, f"preloading jax started {int(after) - int(before)} threads: forking would be unsafe"
    assert outcomes == ["ok"] * 3, done.stdout


# Measured: ``import paddle`` starts numpy's BLAS thread (and, in 2.6, one more) and nothing else; the drivers and their
# warm_up() start none; running a program starts about ten. Children forked after the preload convert (40 of 40 forks
# with 3.3.1, 30 of 30 with 2.6.2), so the Paddle fork server preloads paddle, both drivers and their warm_up().
PADDLE_FORKS = """
import os, select, signal
import paddle
from harness.convert.registry import load
from harness.worker.server import declare_registered
CONVERTERS = load().converters
declare_registered()  # as a fork server does, before it converts
from harness.worker.server import preload

before = len(os.listdir("/proc/self/task"))
preload([*CONVERTERS["paddle"].preload, CONVERTERS["sot"].driver])
after = len(os.listdir("/proc/self/task"))
outcomes = []
for _ in range(4):
    pid = os.fork()
    if pid == 0:
        def f(x):
            if x.sum() > 0:
                return x * 2.0
            return x - 1.0
        paddle.jit.to_static(f, full_graph=True)(paddle.ones([8]))
        paddle.jit.to_static(f)(paddle.ones([8]))
        os._exit(0)
    pidfd = os.pidfd_open(pid)
    ready, _, _ = select.select([pidfd], [], [], 120)
    if not ready:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    outcomes.append("ok" if ready and os.waitstatus_to_exitcode(status) == 0 else "hung" if not ready else "failed")
print(before, after, *outcomes)
"""


@pytest.mark.real_framework
def test_the_paddle_fork_server_starts_no_thread_and_its_children_convert(tmp_path: Path) -> None:
    if "paddle" not in INSTALLED:
        pytest.skip("paddle is not installed here")
    script = tmp_path / "forks.py"  # a file, not -c: to_static reads the converted function's source
    script.write_text(PADDLE_FORKS, encoding="utf-8")
    env = {**os.environ, "GLOG_minloglevel": "2"}
    done = subprocess.run(
        [sys.executable, "-W", "ignore", str(script)], capture_output=True, text=True, timeout=600, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]
    before, after, *outcomes = done.stdout.strip().splitlines()[-1].split()
    assert before == after, (
        f"preloading the Paddle drivers started {int(after) - int(before)} threads: forking would be unsafe"
    )
    assert outcomes == ["ok"] * 4, done.stdout + done.stderr[-3000:]


# Measured: the onnx driver's warm_up() (onnxscript's torchlib imported, one tiny export) makes a child's first export
# about ten times faster; ``import onnxruntime`` starts a thread, so the warm-up leaves it to the child.
TORCH_FORKS = """
import os, select, signal, sys
import torch
from harness.convert.registry import load
from harness.worker.server import declare_registered
CONVERTERS = load().converters
declare_registered()  # as a fork server does, before it converts
from harness.worker.server import preload

before = len(os.listdir("/proc/self/task"))
modules = [m for c in CONVERTERS.values() if c.framework == "torch" for m in c.preload]
counter = torch.fx.graph_module._loader.next_id
preload(list(dict.fromkeys(modules)))
after = len(os.listdir("/proc/self/task"))
untouched = torch.fx.graph_module._loader.next_id == counter
outcomes = []
for _ in range(2):
    pid = os.fork()
    if pid == 0:
        class Scale(torch.nn.Module):
            def forward(self, x):
                return (x * 2.5).abs()
        program = torch.onnx.export(Scale(), (torch.ones(3),), dynamo=True, optimize=True, verbose=False)
        program(torch.ones(3))
        os._exit(0)
    pidfd = os.pidfd_open(pid)
    ready, _, _ = select.select([pidfd], [], [], 300)
    if not ready:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    outcomes.append("ok" if ready and os.waitstatus_to_exitcode(status) == 0 else "hung" if not ready else "failed")
print(before, after, "onnxruntime" in sys.modules, untouched, *outcomes)
"""


@pytest.mark.real_framework
def test_the_torch_fork_server_with_onnx_starts_no_thread_and_its_children_export(tmp_path: Path) -> None:
    if "onnx" not in INSTALLED or importlib.util.find_spec("onnxscript") is None:
        pytest.skip("torch.onnx with onnxscript is not installed here")
    script = tmp_path / "forks.py"
    script.write_text(TORCH_FORKS, encoding="utf-8")
    done = subprocess.run([sys.executable, "-W", "ignore", str(script)], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    before, after, runtime, untouched, *outcomes = done.stdout.strip().splitlines()[-1].split()
    assert before == after, f"preloading the torch drivers started {int(after) - int(before)} threads"
    assert runtime == "False", "the warm-up imported onnxruntime, whose import starts a thread"
    assert untouched == "True", "the warm-up moved FX's count of generated modules, which children start from"
    assert outcomes == ["ok"] * 2, done.stdout + done.stderr[-3000:]
