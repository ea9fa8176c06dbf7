"""``python -m harness diff --renames``: a release that only renames nodes reads as "renamed only"."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.__main__ import main

OLD = """class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]"):
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(x, 1);  x = None
        clone: "f32[2, 3]" = torch.ops.aten.clone.default(add);  add = None
        return (clone,)
"""
# The wholesale renaming of an open PyTorch PR stack: overload-qualified node names.
RENAMED = OLD.replace("add:", "add_tensor:").replace("(add)", "(add_tensor)").replace("add = None", "add_tensor = None")
RENAMED = RENAMED.replace("clone:", "clone_default:").replace("(clone,)", "(clone_default,)")


def baselines(root: Path, new_texts: dict[str, str]) -> Path:
    for version, texts in (("2.11", {case: OLD for case in new_texts}), ("2.14", new_texts)):
        for case, text in texts.items():
            folder = root / "snapshots" / "export" / f"torch-{version}" / "ops" / case
            folder.mkdir(parents=True)
            (folder / "program.py").write_text(text, encoding="utf-8")
    return root / "snapshots"


def test_renames_only_are_listed_apart_and_pass(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert RENAMED != OLD and "add_tensor = None" in RENAMED
    snapshots = baselines(tmp_path, {"renamed": RENAMED})
    assert main(["diff", "export/torch-2.11", "export/torch-2.14", "--snapshots", str(snapshots)]) == 1
    capsys.readouterr()
    assert main(["diff", "export/torch-2.11", "export/torch-2.14", "--renames", "--snapshots", str(snapshots)]) == 0
    out = capsys.readouterr().out
    assert "renamed only: 1 of 1 changed outputs\n  ops/renamed/program.py\nchanged beyond names: 0" in out


def test_a_real_change_shows_without_the_renames(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    changed = RENAMED.replace("add.Tensor(x, 1)", "mul.Tensor(x, 2)")
    snapshots = baselines(tmp_path, {"renamed": RENAMED, "changed": changed})
    assert main(["diff", "export/torch-2.11", "export/torch-2.14", "--renames", "--snapshots", str(snapshots)]) == 1
    out = capsys.readouterr().out
    assert "renamed only: 1 of 2 changed outputs" in out and "changed beyond names: 1" in out
    diff = out[out.index("--- ops/changed/program.py") :]
    assert '-        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(x, 1);  x = None' in diff
    assert '+        add: "f32[2, 3]" = torch.ops.aten.mul.Tensor(x, 2);  x = None' in diff
    assert "clone_default" not in diff and "add_tensor" not in diff
