"""A committed saved program runs no code outside its replay's folder: torch.export's archive with one member changed so
that its loader unpickles a command, and a TorchScript program that writes a file through ``torch.from_file``, each
replayed as a newer release replays an older one's (bound to the case by a digest a hand recomputed), write nothing,
and the replay says what happened."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import INSTALLED

CASE = """
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(2),)])
class Gate(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.lin = torch.nn.Linear(2, 2)

    def forward(self, x):
        return self.lin(x)
"""

# Converts the case, then replays a hostile program in its place from an older release's folder, as a replay child
# does: in this process, confined to the folder it runs in.
REPLAY = """
import base64, io, json, os, pickle, sys, zipfile
from pathlib import Path
import torch
from harness.convert import saved
from harness.worker import child, replay
from harness.worker.protocol import Request
from harness.worker.server import entry as resolve

root, converter, marker, out = sys.argv[1:]
resolved = resolve(converter)
entry = resolved.converter


class Command:
    def __reduce__(self):
        return (os.system, (f"touch {marker}",))


def pickling(archive):
    # torch.export's archive, its weights' config saying a weight is pickled, and that weight a pickled command
    source, changed = zipfile.ZipFile(io.BytesIO(archive)), io.BytesIO()
    with zipfile.ZipFile(changed, "w") as written:
        for member in source.infolist():
            data = source.read(member)
            if member.filename.endswith("weights/model_weights_config.json"):
                data = data.replace(b'"use_pickle": false', b'"use_pickle": true')
            elif member.filename.endswith("weights/weight_0"):
                data = pickle.dumps(Command())
            written.writestr(member, data)
    return changed.getvalue()


def writing():
    # a TorchScript program that maps a file outside its folder, shared: made if it is not there
    from harness.convert.torchscript.saving import archive
    Path(root, "writer.py").write_text(
        "import torch\\n\\n\\n"
        "def writes(x: torch.Tensor) -> torch.Tensor:\\n"
        f"    mapped = torch.from_file({marker!r}, shared=True, size=4)\\n"
        "    return x + mapped.sum() * 0\\n"
    )
    import writer
    return archive(torch.jit.script(writer.writes))


first = child.run(Request(root, "cases.hostile", "Gate", converter), resolved)
files = {name: base64.b64decode(data) for name, data in first["saved"].items()}
files[entry.saved_as] = pickling(files[entry.saved_as]) if converter == "export" else writing()
older = Path(root) / "snapshots" / "hostile-1.0" / "hostile" / "Gate"
(older / "saved").mkdir(parents=True)
for name, data in saved.bound("hostile/Gate", files).items():  # bound to the case by a hand that knew how
    (older / "saved" / name).write_bytes(data)
(older / "saved.txt").write_text(first["outputs"]["saved.txt"])
scratch = Path(root) / "scratch"
scratch.mkdir()
with open(out, "w", encoding="utf-8") as answer:
    os.chdir(scratch)
    request = Request(root, "cases.hostile", "Gate", converter, (("hostile-1.0", str(older)),))
    replayed = replay.run_replays(request, resolved)
    json.dump(replayed, answer)
"""


@pytest.mark.real_framework
@pytest.mark.parametrize(
    ("saver", "said"),
    [
        ("export", "hostile-1.0: does not load: it needs pickle to load (posix.system): refused"),
        ("torchscript", "hostile-1.0: differs: input set 1: raises RuntimeError, not as recorded"),
    ],
)
def test_a_committed_program_writes_nothing_outside_its_replays_folder(saver: str, said: str, tmp_path: Path) -> None:
    if saver not in INSTALLED:
        pytest.skip(f"{saver} does not run here")
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "cases" / "hostile.py").write_text(CASE, encoding="utf-8")
    (tmp_path / "replay.py").write_text(REPLAY, encoding="utf-8")
    marker = tmp_path / "marker"
    done = subprocess.run(
        [sys.executable, "-W", "ignore", "replay.py", str(tmp_path), saver, str(marker), "answer.json"],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    replayed = json.loads((tmp_path / "answer.json").read_text(encoding="utf-8"))
    assert replayed["outputs"]["replay.txt"] == said + "\n", replayed
    assert not marker.exists(), "the program wrote outside its folder"
    made = {p.name for p in tmp_path.iterdir()} - {"writer.py", "__pycache__"}
    assert made == {"answer.json", "cases", "replay.py", "scratch", "snapshots"}
