"""Committed snapshots and history steps hold nothing that another machine or moment would write differently."""

from __future__ import annotations

import os
import re

import pytest

from harness.convert.normalizing import hidden_numbers
from harness.convert.unfinished import not_finished
from harness.store.portability import (
    MACHINE_DEPENDENT,
    kernel_numbers,
    kind_of,
    problems,
    rule_for,
    saved_problems,
)
from harness.testing.rules import snapshot_rules
from helpers import (
    COMMITTED_SNAPSHOTS,
    CONVERTERS,
    DECLARED,
    committed_outputs,
    committed_saved_files,
    committed_snapshot_files,
)


def this_machine() -> dict[str, re.Pattern[str]]:
    """This machine's CPU model and core count, in the words a message would use."""
    found = {"this core count": re.compile(rf"\b{os.cpu_count()} (?:cores?|threads?|CPUs?)\b", re.IGNORECASE)}
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            model = next((line.split(":", 1)[1].strip() for line in cpuinfo if line.startswith("model name")), "")
    except OSError:
        model = ""
    if len(model) >= 8:
        found["this CPU model"] = re.compile(re.escape(model))
    return found


def test_every_snapshot_and_history_step_keeps_its_kinds_rule() -> None:
    rules = snapshot_rules(CONVERTERS.values())
    found = []
    extra = this_machine()
    outputs = committed_outputs()
    for shown, text in outputs:
        kind = kind_of(shown.split("/", 1)[1])
        found += [f"{shown}:{number}: {what}" for number, what in problems(kind, text, rules, KERNEL_NUMBERS)]
        for label, pattern in extra.items():
            found += [f"{shown}: {label}: {m.group(0)}" for m in pattern.finditer(text)]
    assert {shown.split("/", 1)[0] for shown, _ in outputs} == {"snapshots", "history"} and len(outputs) > 100
    assert not found, "outputs that would differ on another machine:\n" + "\n".join(found[:30])


def test_every_saved_program_holds_nothing_another_machine_folder_or_process_writes_otherwise() -> None:
    """A saved program's files are binary (a zip, a protobuf, a flatbuffer): read byte by byte, as text is."""
    files = committed_saved_files()
    found = [
        f"{path.relative_to(COMMITTED_SNAPSHOTS)}@{offset}: {what}"
        for path in files
        for offset, what in saved_problems(path.read_bytes())
    ]
    assert {path.suffix for path in files} >= {".onnx", ".pt", ".pt2", ".jax"}
    assert not found, "saved programs that would differ on another machine:\n" + "\n".join(found[:30])


@pytest.mark.parametrize(
    "data, label",
    [
        # torch.onnx's node metadata: the function a node came from, by its address in the exporting process
        (b"\n\x0fnode_sym_max\x12!\n\tnamespace\x12\x14<function sym_max at 0x7f64d1e2a980>", "memory address"),
        (b"PK\x03\x04\x14\x00archive/code/__torch__.py\x00# /home/alice/repo/cases/a.py:3", "machine path"),
        (b'\x1a\x08loc("/opt/venv/lib/python3.12/site-packages/jax/_src/numpy.py":12)', "installed package's folder"),
        (b"\x00traced at 2026-11-30 13:02:45\x00", "date"),
    ],
)
def test_the_scan_reads_a_saved_programs_bytes(data: bytes, label: str) -> None:
    found = [what for _, what in saved_problems(data)]
    assert any(what.startswith(label) for what in found), found


def test_every_output_kind_has_one_rule_next_to_its_writer() -> None:
    rules = snapshot_rules(CONVERTERS.values())
    declared = {rule.pattern for rule in rules}
    assert len(declared) == len(rules), "a kind is declared twice"
    kinds = {kind_of(p.relative_to(COMMITTED_SNAPSHOTS).as_posix()) for p in committed_snapshot_files()}
    assert {"autograph/behaviour.txt", "torchscript/behaviour.txt", "autograph/graph.txt"} <= kinds
    undeclared = sorted(kind for kind in kinds if rule_for(kind, rules) is None)
    assert not undeclared
    assert rule_for("autograph/graph.txt", rules).declared_in == "autograph's entry"
    assert rule_for("torchscript/behaviour.txt", rules).declared_in == "harness.convert.behaviour.text"


@pytest.mark.parametrize(
    "kind, line, label",
    [
        ("autograph/graph.txt", "c = Const() dtype=float32 value=float32[] 0.17307919263839722", "float with 17"),
        ("torchscript/builders.txt", "StmtBuilder.build_For 0.5", "float with 1"),
        ("torchscript/warnings.txt", "UserWarning: Intel(R) Xeon(R) Platinum 8375C", "CPU model"),
        ("torchscript/error.txt", "RuntimeError: using AVX512 kernels", "CPU model"),
        ("autograph/warnings.txt", "UserWarning: running on 8 threads", "core or thread count"),
        ("autograph/error.txt", "intra_op_parallelism_threads = 16", "core or thread count"),
        ("torchscript/error.txt", "traced at 2026-11-30", "date"),
        ("torchscript/error.txt", "at 13:02:45 UTC", "time of day"),
        ("autograph/warnings.txt", "UserWarning: tracing took 1.25 s", "duration"),
        ("autograph/warnings.txt", "UserWarning: slow (340 ms)", "duration"),
        # Numba's objmode block: the optimiser gives numba_unpickle the pickled function's size, its path's length in it
        (
            "numba/optimised.ll",
            "%.79 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object3, i32 5099, ptr nonnull @.x.sha1)",
            "a pickled object's size",
        ),
        (
            "numba/optimised.ll",
            "%.8 = call i8* @numba_unpickle(i8* getelementptr inbounds ([5129 x i8], [5129 x i8]* @.const.pickledata.object3",
            "a pickled object's size",
        ),
        (
            "numba/lowered.ll",
            '@".const.pickledata.object1" = internal constant [77 x i8] c"\\80"',
            "a pickled object's size",
        ),
    ],
)
def test_the_scan_catches_what_differs_between_machines(kind: str, line: str, label: str) -> None:
    found = [what for _, what in problems(kind, line + "\n", snapshot_rules(CONVERTERS.values()), KERNEL_NUMBERS)]
    assert any(what.startswith(label) for what in found), found


def test_the_scan_passes_locations_versions_and_source_constants() -> None:
    fine = {
        "torchscript/graph.txt": "%4 : float = prim::Constant[value=0.10000000000000001]() # cases/x.py:f:3:8",
        "autograph/passes.txt": "03 functions  changed",
        "autograph/manifest.toml": 'framework = "tensorflow 2.21.0"\npython = "3.11"',
        "autograph/behaviour.txt": "inputs: [float32[2, 3], 4, 0.30000000000000004]\npython: float32[2]\nsame",
        "numba/optimised.ll": "%.79 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object3, i32 PICKLED, ptr @.s)\n"
        "@.const.pickledata.object1 = internal constant [PICKLED x i8] (pickled data)\n"
        "%.1 = call i8* @numba_unpickle(i8* %.74, i32 %.76, i8* %.78)\n",
    }
    for kind, text in fine.items():
        assert list(problems(kind, text, snapshot_rules(CONVERTERS.values()), KERNEL_NUMBERS)) == [], kind
    assert set(MACHINE_DEPENDENT) == {"CPU model", "core or thread count", "date", "time of day", "duration"}


# Numbers a kernel computed, as the converters print them in messages: few digits, so only their context tells.
KERNEL_NUMBERS = kernel_numbers(CONVERTERS.values())
KERNEL_MESSAGES = [
    (
        "torchscript/warnings.txt",
        "TracerWarning: Output nr 1. of the traced function does not match the corresponding output"
        " of the Python function. Detailed error:\n    Tensor-likes are not close!\n\n    Mismatched elements: 973 / 1000 (97.3%)\n"
        "    Greatest absolute difference: 0.4277 at index (0, 2) (up to 1e-05 allowed)",
        "a comparison's computed differences",
    ),
    (
        "torchscript/warnings.txt",
        "TracerWarning: ... With rtol=1e-05 and atol=1e-05, found 7 element(s) (out of 16) whose"
        " difference(s) exceeded the margin of error. The greatest difference was 1.5 (1.0 vs. -0.5), which occurred at index (1, 2).",
        "a comparison's computed differences",
    ),
    (
        "torchscript/trace_graph.txt",
        "RuntimeError: Cannot insert a Tensor that requires grad as a constant.\nTensor:\n"
        "-0.1400  0.5116  0.3210\n 0.3040 -0.3642  0.0768\n[ torch.FloatTensor{2,3} ]",
        "a floating tensor's printed values",
    ),
    (
        "torchscript/trace_graph.txt",
        "%4 : Float(3) = prim::Constant[value= 0.5000  0.5000  0.5000 [ CPUFloatType{3} ]]()",
        "a floating tensor's printed values",
    ),
    (
        "dynamo/error.txt",
        "AssertionError: expected tensor([[0.1735, 0.2051]], grad_fn=<AddmmBackward0>)",
        "a floating tensor's values",
    ),
    (
        "autograph/error.txt",
        "InvalidArgumentError: got tf.Tensor(0.17, shape=(), dtype=float32)",
        "a floating tensor's values",
    ),
    (
        "autograph/behaviour.txt",
        "tf.function: error InvalidArgumentError: assertion failed: [probabilities] [Condition x < y did"
        " not hold element-wise:] [x (Softmax:0) = ] [0.119054623 0.160706922 0.720238388] [y (assert_less/y:0) = ] [0.3]",
        "a floating tensor's printed values",
    ),
    (
        "autograph/error.txt",
        "InvalidArgumentError: probabilities\nCondition x < y did not hold.\nFirst 3 elements of x:\n"
        "[0.11905462 0.16070692 0.7202384 ]",
        "a floating tensor's printed values",
    ),
    (
        "autograph/behaviour.txt",
        "python: error ValueError: <tf.Tensor: shape=(1,), dtype=float32, numpy=array([0.25], dtype=float32)>",
        "a floating tensor's values",
    ),
    (
        "mindspore/error.txt",
        "ValueError: got Tensor(shape=[2, 2], dtype=Float32, value=\n[[ 3.33333343e-01,  3.33333343e-01],\n [ 1.0e+00,  nan]])",
        "a floating tensor's values",
    ),
]


@pytest.mark.parametrize("kind, text, label", KERNEL_MESSAGES)
def test_the_scan_sees_a_kernels_numbers_in_a_message_and_the_runner_masks_them(
    kind: str, text: str, label: str
) -> None:
    found = [what for _, what in problems(kind, text + "\n", snapshot_rules(CONVERTERS.values()), KERNEL_NUMBERS)]
    assert any(what.startswith(label) for what in found), found
    masked = hidden_numbers(text, DECLARED)
    assert list(problems(kind, masked + "\n", snapshot_rules(CONVERTERS.values()), KERNEL_NUMBERS)) == [], masked
    assert masked != text


def test_the_scan_keeps_integer_tensors_and_the_cases_own_code() -> None:
    fine = {
        "torchscript/trace_graph.txt": "%1 : Long(requires_grad=0) = prim::Constant[value={2}]() # cases/x.py:f:3:0\n"
        "Tensor:\n 1  2\n[ torch.LongTensor{2} ]",
        "torchscript/code.py": "  _0 = torch.tensor(0., dtype=ops.prim.dtype(x))",
        "dynamo/error.txt": "AssertionError: expected tensor([1, 2]) and tensor(3)",
        "mindspore/validated.ir": "  %1(CNode_3) = PrimFunc_Add(%0, Tensor(shape=[], dtype=Float32, value=1.5))\n"
        "      # In file cases/x.py:f:3, 12~21/    x = x * 2 + 1.5/",
    }
    for kind, text in fine.items():
        assert list(problems(kind, text + "\n", snapshot_rules(CONVERTERS.values()), KERNEL_NUMBERS)) == [], kind
        assert hidden_numbers(text, DECLARED) == text, kind
    assert set(KERNEL_NUMBERS) == {
        "a comparison's computed differences",
        "a floating tensor's values",
        "a floating tensor's printed values",
        "a pickled object's size (its bytes hold the checkout's path)",  # Numba's entry declares it
        "a line of MindSpore's own source",  # MindSpore's entry declares it: it moves with every wheel
    }


@pytest.mark.parametrize(
    "kind, text, label",
    [
        (
            "jax/error.txt",
            "step: harness (harness/convert/jax/driver.py:exported)\nTypeError: export() takes 1 argument\n",
            "the harness's own failure",
        ),
        (
            "paddle/converted.py",
            "def f(a):\n    _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_f), inputs=(2, 3))\n",
            "the harness's @case marker, applied inside a converted program",
        ),
        (
            "paddle/error.txt",
            "step: get_concrete_program\nTypeError: create_case.<locals>.case() missing 5 required keyword-only"
            " arguments\n\nIn transformed code:\n\t_decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(2, 3))\n",
            "the harness's @case marker, applied inside a converted program",
        ),
        (
            "jax/exported.txt",
            "jax.export failed\nstep: export\nModuleNotFoundError: No module named 'absl'\n",
            "a module the environment lacks",
        ),
    ],
)
def test_the_scan_refuses_a_result_that_is_not_the_converters(kind: str, text: str, label: str) -> None:
    found = [what for _, what in problems(kind, text, snapshot_rules(CONVERTERS.values()), KERNEL_NUMBERS)]
    assert any(what.startswith(label) for what in found), found


def test_the_scan_passes_the_marker_applied_and_a_quoted_harness_step() -> None:
    fine = {
        "paddle/00_source.py": "@case(inputs=(2, 3))\ndef f(a, b):\n    return a + b\n",
        "autograph/error.txt": "step: passes (loading)\nValueError: cases/x.py:f:1 @case(inputs=(1,)) is the case's\n",
        "dynamo/error.txt": "step: compile\nRuntimeError: a message that quotes step: harness, not first\n",
        "fx/code.py": "def forward(self, case_1):\n    showcase = lowercase(case_1)\n    return showcase\n",
    }
    for kind, text in fine.items():
        assert list(problems(kind, text, snapshot_rules(CONVERTERS.values()), KERNEL_NUMBERS)) == [], kind


def test_a_conversion_that_did_not_finish_is_a_committable_result() -> None:
    """``not_finished.txt`` names the bound a conversion ran past, in words only: another machine writes the same."""
    rules = snapshot_rules(CONVERTERS.values())
    for limit in ("time", "memory"):
        for name, text in not_finished(limit).items():
            kind = f"paddle/{name}"
            assert rule_for(kind, rules) is not None, kind
            assert list(problems(kind, text, rules, KERNEL_NUMBERS)) == [], (kind, text)
