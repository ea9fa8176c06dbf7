"""The committed snapshots pass on another machine: other kernels, one thread, another locale, time zone and umask."""

from __future__ import annotations

import os
import subprocess
import sys

from helpers import REPOSITORY

from harness.frameworks import CONVERTERS

# Each cap makes this machine's kernels compute as an older or different CPU's would.
ANOTHER_MACHINE = {
    "ATEN_CPU_CAPABILITY": "default",  # torch's scalar loops instead of AVX2 / AVX-512
    "DNNL_MAX_CPU_ISA": "AVX2",  # oneDNN, in torch and TensorFlow
    "MKL_ENABLE_INSTRUCTIONS": "AVX2",
    "TF_ENABLE_ONEDNN_OPTS": "0",  # TensorFlow's Eigen kernels instead of oneDNN's
    "OPENBLAS_CORETYPE": "Haswell",  # numpy's BLAS
    "OMP_NUM_THREADS": "1",
    "LANG": "C",
    "LC_ALL": "C",
    "TZ": "Pacific/Chatham",
}
ANOTHER_UMASK = 0o077

# Raw floats from kernels the caps reach: a softmax and a convolution of fixed inputs.
PROBES = {
    "torch": """
import torch
x = torch.sin(torch.arange(1, 4097, dtype=torch.float32)).reshape(64, 64)
w = torch.cos(torch.arange(1, 10, dtype=torch.float32)).reshape(1, 1, 3, 3)
conv = torch.nn.functional.conv2d(x.reshape(1, 1, 64, 64), w)
print(repr(torch.softmax(x * 5, 1)[3, 4].item()), repr(conv[0, 0, 7, 9].item()))
""",
    "tensorflow": """
import numpy as np, tensorflow as tf
x = np.sin(np.arange(1, 4097, dtype=np.float64)).reshape(1, 64, 64, 1).astype(np.float32)
w = np.cos(np.arange(1, 10, dtype=np.float64)).reshape(3, 3, 1, 1).astype(np.float32)
conv = tf.nn.conv2d(x, w, 1, "VALID")
print(repr(float(tf.nn.softmax(x[0, :, :, 0] * 5)[3, 4])), repr(float(conv[0, 7, 9, 0])))
""",
}


def another_machine() -> dict[str, str]:
    return {**os.environ, **ANOTHER_MACHINE, "CI": "1", "TF_CPP_MIN_LOG_LEVEL": "3"}


def probe(framework: str, env: dict[str, str]) -> str:
    done = subprocess.run([sys.executable, "-c", PROBES[framework]], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_committed_corpus_passes_with_another_machines_kernels(framework_converter: str) -> None:
    converter = framework_converter
    framework = CONVERTERS[converter].framework
    here = probe(framework, {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
    there = probe(framework, another_machine())
    raw = f"raw {framework} floats here: {here}; with the caps: {there}"
    assert here != there, f"the caps do not change {framework}'s kernels on this machine, so this test could not fail: {raw}"

    every = " or ".join(name for name, entry in CONVERTERS.items() if entry.framework == framework)
    command = [sys.executable, "-m", "pytest", "cases", "-k", every, "-p", "no:cacheprovider", "-q", "-rfE"]
    done = subprocess.run(
        command, cwd=REPOSITORY, env=another_machine(), umask=ANOTHER_UMASK, capture_output=True, text=True, timeout=3000
    )
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
    assert done.returncode == 0, f"{raw}\n{done.stdout[-6000:]}\n{done.stderr[-2000:]}"
    assert " passed" in summary and " failed" not in summary, summary


def test_every_framework_has_a_probe() -> None:
    assert {c.framework for c in CONVERTERS.values()} == set(PROBES)
