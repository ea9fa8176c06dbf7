"""A real converter's saved program: byte-identical from two folders under two hash seeds, and, corrupted by hand, refused
by a replay with "does not load" and its loader's reason."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.convert.registry import CONVERTERS
from helpers import INSTALLED

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
from harness.convert.registry import CONVERTERS
from harness.worker import child
from harness.worker.protocol import request_for

root, converter, out = sys.argv[1:]
entry = CONVERTERS[converter]
first = child.run(request_for(entry, root, "cases.saving", "gate"))
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
    second = child.run_replays(request_for(entry, root, "cases.saving", "gate", tuple(older.items())))
    json.dump({"program": first["saved"][entry.saved_as], "saved": first["outputs"]["saved.txt"],
               "replay": second["outputs"]["replay.txt"]}, answer)
"""

SAVING = [name for name in INSTALLED if CONVERTERS[name].saved_as]


def converted(folder: Path, converter: str, seed: str) -> dict[str, str]:
    (folder / "cases").mkdir(parents=True)
    (folder / "cases" / "__init__.py").write_text("", encoding="utf-8")
    source = CASES.get(converter) or CASES[CONVERTERS[converter].framework]
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
