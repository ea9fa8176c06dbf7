"""``python -m harness diff --renames``: a release that only renames nodes reads as "renamed only"."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.__main__ import main
from helpers import CONVERTERS

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


# torch 2.15 stops lifting a tensor constant: one binding disappears, every later one is renumbered.
LIFTED = """def forward(self, c_lifted_tensor_0, x: "f32[3]"):
    lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(c_lifted_tensor_0);  c_lifted_tensor_0 = None
    select: "f32[]" = torch.ops.aten.select.int(x, 0, 0)
    fill_: "f32[]" = torch.ops.aten.fill_.Tensor(select, lift_fresh_copy);  select = lift_fresh_copy = fill_ = None
    mul: "f32[3]" = torch.ops.aten.mul.Tensor(x, 2);  x = None
    add: "f32[3]" = torch.ops.aten.add.Tensor(mul, 1);  mul = None
    return (add,)
"""
SCALAR = """def forward(self, x: "f32[3]"):
    select_1: "f32[]" = torch.ops.aten.select.int(x, 0, 0)
    fill__1: "f32[]" = torch.ops.aten.fill_.Scalar(select_1, 0.0);  select_1 = fill__1 = None
    mul_1: "f32[3]" = torch.ops.aten.mul.Tensor(x, 2);  x = None
    add_1: "f32[3]" = torch.ops.aten.add.Tensor(mul_1, 1);  mul_1 = None
    return (add_1,)
"""


def test_a_binding_that_disappears_shifts_no_other_name() -> None:
    from harness.tools.diff.engine.align import align, correspondence

    assert correspondence(LIFTED, SCALAR) == {
        "x": "x",
        "select_1": "select",
        "fill__1": "fill_",
        "mul_1": "mul",
        "add_1": "add",
    }
    aligned = align(LIFTED, SCALAR).splitlines()
    assert aligned[3:] == LIFTED.splitlines()[4:]  # the unchanged lines read exactly as before
    assert aligned[2] == '    fill_: "f32[]" = torch.ops.aten.fill_.Scalar(select, 0.0);  select = fill_ = None'


def test_renames_html_writes_the_page_and_marks_renamed_only_outputs(tmp_path: Path) -> None:
    changed = RENAMED.replace("add.Tensor(x, 1)", "mul.Tensor(x, 2)")
    snapshots = baselines(tmp_path, {"renamed": RENAMED, "changed": changed})
    page = tmp_path / "report.html"
    arguments = ["diff", "export/torch-2.11", "export/torch-2.14", "--snapshots", str(snapshots), "--html", str(page)]
    assert main([*arguments, "--renames"]) == 1
    html = page.read_text(encoding="utf-8")
    assert (
        "ops/renamed/program.py</a> (changed, renamed only)" in html and "ops/changed/program.py</a> (changed)" in html
    )
    assert "renamed only: 1 of 2 changed" in html and "names aligned with export/torch-2.11" in html
    assert "clone_default" not in html[html.index('id="ops/changed/program.py"') :]
    page.unlink()
    assert main(arguments) == 1
    assert "(changed, renamed only)" in page.read_text(encoding="utf-8")


def test_the_versions_page_takes_real_changes_as_examples(tmp_path: Path) -> None:
    from harness.tools.diff.versions_doc import versions_doc

    changed = OLD.replace("add.Tensor(x, 1)", "mul.Tensor(x, 2)").replace("clone.default(add)", "clone.default(add, 0)")
    doc = versions_doc(baselines(tmp_path, {"renamed": RENAMED, "changed": changed}), CONVERTERS)
    assert "Changed in the names they bind only: 1 (`program.py` 1; first: `ops/renamed/program.py`)." in doc
    examples = doc[doc.index("beyond renames:") :]
    assert "ops/changed/program.py" in examples and "ops/renamed/program.py" not in examples


def test_a_scoped_rename_of_a_tensorflow_graph_is_a_rename_only() -> None:
    """Keras's nightly named the dense layer's scope ``dense`` where it was ``dense_1``: in the committed AutoGraph
    graph, every node of the scope and the branch functions' parameters derived from it, and nothing else, moved."""
    from harness.tools.diff.engine.align import renamed_only
    from helpers import COMMITTED_SNAPSHOTS

    graph = COMMITTED_SNAPSHOTS / "autograph" / "tensorflow-2.21" / "tf_models" / "keras_dense_closure_factory"
    old = (graph / "graph.txt").read_text(encoding="utf-8")
    new = old.replace("dense_1", "dense")
    assert "  dense/MatMul = MatMul(" in new and "cond_identity_dense_biasadd" in new
    assert renamed_only(old, new)
    assert not renamed_only(old, new.replace("Relu(", "Relu6("))


# An SSA IR that names each temporary ``$<operation>.<n>``, numbered per operation in order of appearance: a release
# that adds one constant renumbers every constant after it, and a variable that became a temporary changes its name.
SSA = """label 0:
    a = arg(0, name=a)
    $const.1 = const(int, 0)
    s = $const.1
    bool14 = global(bool: <class 'bool'>)
    $pred.1 = call bool14(a, func=bool14, args=(Var(a, f.py:2),), kws=(), vararg=None, varkwarg=None, target=None)
    branch $pred.1, 16, 26
label 16:
    $const.2 = const(int, 2)
    $binop_mul.1 = a * $const.2
    s = $binop_mul.1
    jump 26
label 26:
    $return_value.1 = cast(value=s)
    return $return_value.1
"""
SSA_NEXT = (
    SSA.replace("$const.2", "$const.3")
    .replace("bool14", "$bool.1")
    .replace("    $const.1 = const(int, 0)\n", "    $const.1 = const(NoneType, None)\n    $const.2 = const(int, 0)\n")
    .replace("s = $const.1", "s = $const.2")
)


def test_an_ssa_irs_temporaries_are_aligned_across_a_renumbering() -> None:
    from harness.tools.diff.engine.align import align, bound_names, renamed_only

    assert {"$const.1", "$pred.1", "$binop_mul.1", "$return_value.1"} <= set(bound_names(SSA))
    only_renumbered = SSA_NEXT.replace("    $const.1 = const(NoneType, None)\n", "")
    assert renamed_only(SSA, only_renumbered)
    aligned = align(SSA, SSA_NEXT).splitlines()
    inserted = aligned.pop(2)
    assert aligned == SSA.splitlines()  # every other line reads exactly as before
    assert inserted.startswith("    $const.1' = const(NoneType, None)")
