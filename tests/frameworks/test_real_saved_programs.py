"""A real converter's saved program: byte-identical from two folders under two hash seeds, and, corrupted by hand, refused
by a replay with "does not load" and its loader's reason; an input set it refuses never counted as same outputs; a
dynamic case's program saved for every shape; a recording too large said alike from two processes."""

from __future__ import annotations

import base64
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from harness.store.portability import saved_problems
from helpers import CONVERTERS, INSTALLED

CASES = {
    "torch": """
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(2),), (-torch.ones(2),)])
def gate(x):
    return torch.where(x.sum() > 0, x * 2, x - 1)
""",
    "onnx": """
import onnx
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(2),), (-torch.ones(2),)])
def gate(x):
    return torch.where(x.sum() > 0, x * 2, x - 1)
""",
    "onnxscript": """
import numpy as np
from onnxscript import FLOAT
from onnxscript import opset18 as op
from harness import case


@case(inputs=lambda: [(np.ones(2, dtype=np.float32),), (-np.ones(2, dtype=np.float32),)])
def gate(x: FLOAT[...]) -> FLOAT[...]:
    return op.Where(op.Greater(op.ReduceSum(x), op.Constant(value_float=0.0)), op.Add(x, x), op.Sub(x, x))
""",
    "jax": """
import jax.numpy as jnp
from harness import case


@case(inputs=lambda: [(jnp.ones(2),), (-jnp.ones(2),)])
def gate(x):
    return jnp.where(x.sum() > 0, x * 2, x - 1)
""",
}

# Converts the case, then replays the saved program from an older release's folder: as written, and corrupted.
CONVERT = """
import base64, json, os, sys
from pathlib import Path
from harness.convert import saved
from harness.worker import child, replay
from harness.worker.protocol import Request
from harness.worker.server import entry as resolve

root, converter, out = sys.argv[1:]
resolved = resolve(converter)
entry = resolved.converter
first = child.run(Request(root, "cases.saving", "gate", converter), resolved)
if entry.saved_as not in first.get("saved", {}):  # nothing kept: nothing to replay
    with open(out, "w", encoding="utf-8") as answer:
        json.dump({"saved": first["outputs"]["saved.txt"]}, answer)
    sys.exit()
program = base64.b64decode(first["saved"][entry.saved_as])
recorded = base64.b64decode(first["saved"]["recorded.json"])
older = {}
for release, data in (("old-1.0", program), ("corrupted-1.0", program[: len(program) // 2])):
    folder = Path(root) / release / "saving" / "gate"
    (folder / "saved").mkdir(parents=True)
    # bound to the case again, as a hand that corrupted it and knew the harness would write
    files = saved.bound("saving/gate", {entry.saved_as: data, "recorded.json": recorded})
    for name, content in files.items():
        (folder / "saved" / name).write_bytes(content)
    (folder / "saved.txt").write_text(first["outputs"]["saved.txt"])
    older[release] = str(folder)
with open(out, "w", encoding="utf-8") as answer:
    scratch = Path(root) / "scratch"
    scratch.mkdir()
    os.chdir(scratch)  # a replay is confined to the folder it runs in
    second = replay.run_replays(Request(root, "cases.saving", "gate", converter, tuple(older.items())), resolved)
    json.dump({"program": first["saved"][entry.saved_as], "saved": first["outputs"]["saved.txt"],
               "recorded": recorded.decode("utf-8"), "replay": second["outputs"]["replay.txt"]}, answer)
"""

SAVING = [name for name in INSTALLED if CONVERTERS[name].saved_as]


def converted(folder: Path, converter: str, seed: str, cases: dict[str, str] = CASES) -> dict[str, str]:
    (folder / "cases").mkdir(parents=True)
    (folder / "cases" / "__init__.py").write_text("", encoding="utf-8")
    source = cases.get(converter) or cases.get(CONVERTERS[converter].framework)
    if source is None:
        pytest.skip(f"no case here for {converter}")
    (folder / "cases" / "saving.py").write_text(source, encoding="utf-8")
    script = folder / "convert.py"
    script.write_text(CONVERT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-W", "ignore", str(script), str(folder), converter, str(folder / "out.json")],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONHASHSEED": seed},
        cwd=folder,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads((folder / "out.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.mark.real_framework
@pytest.mark.parametrize("saver", SAVING or [pytest.param("none", marks=pytest.mark.skip("no saving converter"))])
def test_a_saved_program_is_byte_identical_and_refused_once_corrupted(saver: str, tmp_path: Path) -> None:
    one = converted(tmp_path / "one", saver, "1")
    other = converted(tmp_path / "a" / "longer" / "folder", saver, "2")
    assert one["program"] == other["program"]
    assert one["saved"].startswith(f"kept: saved/{CONVERTERS[saver].saved_as}, loaded back and run on 2 input sets")
    same, refused = one["replay"].splitlines()
    assert same == "old-1.0: same outputs on 2 input sets"
    assert refused.startswith("corrupted-1.0: does not load: "), refused


# Each converter's program is made for the first input set's shape (torchscript's runs on any, and raises as Python does)
REFUSING = {
    "torch": """
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(2),), (torch.ones(3),)])
def gate(x):
    return x.reshape(2) * 2
""",
    "onnx": """
import onnx
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(2),), (torch.ones(3),)])
def gate(x):
    return x.reshape(2) * 2
""",
    "jax": """
import jax.numpy as jnp
from harness import case


@case(inputs=lambda: [(jnp.ones(2),), (jnp.ones(3),)])
def gate(x):
    return x.reshape(2) * 2
""",
}


@pytest.mark.real_framework
@pytest.mark.parametrize("saver", SAVING or [pytest.param("none", marks=pytest.mark.skip("no saving converter"))])
def test_an_input_set_the_program_refuses_is_never_counted_as_same_outputs(saver: str, tmp_path: Path) -> None:
    one = converted(tmp_path, saver, "0", REFUSING)
    assert one["saved"].startswith(f"kept: saved/{CONVERTERS[saver].saved_as}, loaded back and run on 2 input sets")
    same = one["replay"].splitlines()[0]
    assert re.fullmatch(r"old-1\.0: same outputs on 1 input set; 1 refused under both releases \(\w+\)", same), same


# Dynamic cases: torch.export's Dim.AUTO, torch.onnx's, jax.export's symbolic shapes
DYNAMIC = {
    "torch": """
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(4, 3),), (torch.ones(7, 3),)], dynamic=True)
def gate(x):
    return x.sum(0) * x.shape[0]
""",
    "onnx": """
import onnx
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(4, 3),), (torch.ones(7, 3),)], dynamic=True)
def gate(x):
    return x.sum(0) * 2
""",
    "jax": """
import jax.numpy as jnp
from harness import case


@case(inputs=lambda: [(jnp.ones((4, 3)),), (jnp.ones((7, 3)),)], dynamic=True)
def gate(x):
    return x.sum(0) * x.shape[0]
""",
}


@pytest.mark.real_framework
@pytest.mark.parametrize("saver", SAVING or [pytest.param("none", marks=pytest.mark.skip("no saving converter"))])
def test_a_dynamic_case_is_saved_for_every_input_sets_shape(saver: str, tmp_path: Path) -> None:
    one = converted(tmp_path, saver, "0", DYNAMIC)
    recorded = json.loads(one["recorded"])["outputs"]
    assert len(recorded) == 2 and not [result for result in recorded if "raises" in result], recorded
    assert one["replay"].splitlines()[0] == "old-1.0: same outputs on 2 input sets"


# A module whose weights are drawn in each process anew: its outputs' digits differ from one process to the next, as a
# real model's do on another CPU or after other draws in the same worker; 75,000 values, a program of 2 KB.
LARGE = {
    "torch": """
import torch
from harness import case


@case(inputs=lambda: (torch.ones(1),))
class gate(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.seed()
        self.rows = torch.nn.Parameter(torch.rand(300))
        self.columns = torch.nn.Parameter(torch.rand(250))

    def forward(self, x):
        return self.rows[:, None] * self.columns[None, :] * x
""",
}


@pytest.mark.real_framework
@pytest.mark.parametrize("saver", [name for name in SAVING if CONVERTERS[name].framework == "torch"] or ["none"])
def test_a_recording_too_large_to_keep_is_said_alike_from_two_processes(saver: str, tmp_path: Path) -> None:
    if saver == "none":
        pytest.skip("no torch converter that saves")
    one = converted(tmp_path / "one", saver, "1", LARGE)
    other = converted(tmp_path / "other", saver, "2", LARGE)
    assert (
        one["saved"] == other["saved"] == "not kept: its recording is too large to keep (75001 values; at most 65536)\n"
    )


# torch.onnx keeps in a node's metadata the function it came from, ``<function sym_max at 0x7f64...>``
ADDRESSED = {
    "onnx": """
import onnx
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(2), torch.ones(3))], dynamic=True)
def gate(x, y):
    return x.new_zeros(max(x.shape[0], y.shape[0])) + 1
""",
}


@pytest.mark.real_framework
@pytest.mark.parametrize("saver", [name for name in SAVING if name in ADDRESSED] or ["none"])
def test_a_saved_model_holds_no_address(saver: str, tmp_path: Path) -> None:
    if saver == "none":
        pytest.skip("torch.onnx is not installed")
    one = converted(tmp_path / "one", saver, "1", ADDRESSED)
    other = converted(tmp_path / "a" / "longer" / "folder", saver, "2", ADDRESSED)
    program = base64.b64decode(one["program"])
    assert b"<function sym_max at 0xADDRESS>" in program and list(saved_problems(program)) == []
    assert one["program"] == other["program"]
