"""``error.txt`` and ``not_run.txt`` through their one owner give the bytes committed before it owned them: each
example below is a committed snapshot, the file it comes from named above it."""

from __future__ import annotations

import pytest

from harness.convert import notrun, rejection

# snapshots/torchscript/torch-2.0/expressions/unary_plus/error.txt
UNARY_PLUS = "step: script\nAttributeError: 'UnaryOp' object has no attribute 'range'\n"
# snapshots/numba/numba-0.57/numba_rejected/class_inside/error.txt: a message of several lines, a blank among them
CLASS_INSIDE = (
    "step: njit (translate_bytecode)\n"
    "numba.core.errors.UnsupportedError: Failed in nopython mode pipeline (step: analyzing bytecode)\n"
    "Use of unsupported opcode (LOAD_BUILD_CLASS) found\n\n"
    'File "cases/numba_rejected.py", line class_inside:4:\n'
    "def class_inside(n):\n    <source elided>\n\n    class Point:\n    ^\n"
)
# snapshots/paddle/paddle-2.6/paddle_models/clipped_relu_layer/error.txt: the error first, Paddle's excerpt below
CLIPPED_RELU = (
    "step: get_concrete_program\nRuntimeError: super(): __class__ cell not found\n\nIn transformed code:\n\n"
    '    File "cases/paddle_models.py", line _ClippedReLU.forward:2, in forward\n'
    "        def forward(self, x):\n            return paddle.clip(super().forward(x), max=1.0)\n"
    "            ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ <--- HERE\n"
)
# snapshots/onnx/torch-2.11/onnx_models/data_dependent_if/error.txt: the exporter's line, then its cause's
DATA_DEPENDENT_IF = (
    "step: export\ntorch.onnx._internal.exporter._errors.TorchExportError: Failed to export the model with "
    "torch.export. This is step 1/3 of exporting the model to ONNX. Next steps:\ncause: "
    "torch.fx.experimental.symbolic_shapes.GuardOnDataDependentSymNode: Could not guard on data-dependent "
    "expression Eq(u0, 1) (unhinted: Eq(u0, 1)).  (Size-like symbols: none)\n"
)
# snapshots/dynamo/torch-2.15/torch_models/resnet18_factory/not_run.txt and export's
COMPILE_NO_INPUTS = "the case has no example inputs; torch.compile traces a call (give it @case(inputs=...))\n"
EXPORT_NO_INPUTS = "the case has no example inputs; torch.export traces a call (give it @case(inputs=...))\n"


def test_a_rejection_of_an_exception_is_its_class_and_message_after_its_step() -> None:
    assert rejection.of("script", AttributeError("'UnaryOp' object has no attribute 'range'")) == UNARY_PLUS


def test_a_driver_s_own_wording_is_recorded_after_its_step() -> None:
    numba = CLASS_INSIDE.partition("\n")[2].removesuffix("\n")
    assert rejection.record("njit (translate_bytecode)", numba) == CLASS_INSIDE
    paddle = CLIPPED_RELU.partition("\n")[2].removesuffix("\n")
    assert rejection.record("get_concrete_program", paddle) == CLIPPED_RELU
    head, cause = DATA_DEPENDENT_IF.splitlines()[1:]
    assert rejection.record("export", "\n".join([head, cause])) == DATA_DEPENDENT_IF


@pytest.mark.parametrize("text", [UNARY_PLUS, CLASS_INSIDE, CLIPPED_RELU, DATA_DEPENDENT_IF])
def test_a_record_reads_back_to_what_writes_it(text: str) -> None:
    read = rejection.read(text)
    assert read.step and rejection.record(read.step, read.error) == text


def test_the_headline_is_the_error_past_its_step() -> None:
    assert rejection.headline(UNARY_PLUS) == "AttributeError: 'UnaryOp' object has no attribute 'range'"
    assert rejection.headline(CLIPPED_RELU) == "RuntimeError: super(): __class__ cell not found"
    assert rejection.rejected({"error.txt": CLASS_INSIDE}) == rejection.read(CLASS_INSIDE)


def test_not_run_writes_the_committed_sentences_and_reads_them() -> None:
    assert notrun.no_inputs("torch.compile") == {"not_run.txt": COMPILE_NO_INPUTS}
    assert notrun.no_inputs("torch.export") == {"not_run.txt": EXPORT_NO_INPUTS}
    # The drivers' own sentences, as they wrote them before (no committed baseline holds a case without inputs).
    assert notrun.no_inputs("@njit", "compiles for the types of a call")["not_run.txt"] == (
        "the case has no example inputs; @njit compiles for the types of a call (give it @case(inputs=...))\n"
    )
    assert notrun.no_inputs("SOT", "translates a call")["not_run.txt"] == (
        "the case has no example inputs; SOT translates a call (give it @case(inputs=...))\n"
    )
    assert notrun.no_inputs("jax.jit")["not_run.txt"] == (
        "the case has no example inputs; jax.jit traces a call (give it @case(inputs=...))\n"
    )
    lacks = "torch.export in torch 2.1 takes no dynamic_shapes"
    assert notrun.release_lacks(lacks) == {"not_run.txt": f"not run: {lacks}\n"}
    assert notrun.read(COMPILE_NO_INPUTS).lacks is None and notrun.read(f"not run: {lacks}\n").lacks == lacks
