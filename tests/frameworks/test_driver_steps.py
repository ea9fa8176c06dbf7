"""Every step of every real driver that a case can break gives that case a result (error.txt or a behaviour line), never a traceback."""

from __future__ import annotations

import pytest

from helpers import CONVERTERS, baseline, write_case

TORCH_STEPS = '''
import torch
from torch import nn

from harness import case


@case(inputs=lambda: (torch.ones(2),))
def unpacks_a_dict(x):
    """script: TorchScript has no dict unpacking."""
    d = {**{"a": x}}
    return d["a"]


@case(inputs=lambda: (torch.ones(2),))
class IgnoredHelper(nn.Module):
    """save: forward calls an @torch.jit.ignore method; the module scripts, and torch.jit.save refuses it."""

    @torch.jit.ignore
    def helper(self, x):
        return x + 1

    def forward(self, x):
        return self.helper(x)


weight = nn.Parameter(torch.full((2,), 0.5))


@case(inputs=lambda: (torch.ones(2),))
def global_parameter(x):
    """trace: the trace cannot make a tensor that requires grad a constant."""
    return x * weight


@case(inputs=lambda: [(torch.ones(2),), (-torch.ones(2),)])
def raises_on_negative(x):
    """behaviour: Python raises on the second set; export and fx cannot branch on the data."""
    if bool(x.sum() < 0):
        raise ValueError("negative input")
    return x * 2


@case(inputs=lambda: (torch.ones(2), torch.ones(2)))
def first_param_self(self, x):
    """export's module(): the program exports, and ep.module() cannot bind its arguments."""
    return x + 1


@case(inputs=lambda: (torch.ones(2),))
def always_raises(x):
    """compile: every converter that runs the case meets its own error."""
    raise ValueError("from the case")


class _RaisingBackward(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, grad):
        raise RuntimeError("no backward here")


@case(inputs=lambda: (torch.ones(2, requires_grad=True),))
def backward_raises(x):
    """backward: the forward computes; its backward raises."""
    return _RaisingBackward.apply(x)


@case(inputs=lambda: (torch.ones(2),))
@torch.jit.script
def already_scripted(x):
    """script: a ScriptFunction keeps the def it compiled (_torchdynamo_inline): the case is scripted as written."""
    return x + 1


@case(inputs=lambda: (torch.ones(2) * undefined_scale,))
def inputs_fail(x):
    """inputs: the case's inputs cannot be built."""
    return x


@case(inputs=lambda: [torch.ones(2), torch.ones(3)])
def inputs_not_sets(x):
    """inputs: a list of tensors, not of tuples."""
    return x
'''

TF_STEPS = '''
import tensorflow as tf

from harness import case


@case(autograph_features=("NO_SUCH_FEATURE",), inputs=lambda: (tf.constant(1),))
def unknown_feature(x):
    """options: the installed TensorFlow has no such feature."""
    return x


@case(inputs=lambda: (tf.constant(1),))
def generator(x):
    """passes: AutoGraph does not convert generators."""
    yield x


@case(inputs=lambda: (tf.constant(1),))
def dict_missing_key(a):
    """get_concrete_function: the converted code raises a KeyError while tracing."""
    x = {"a": a}
    if x["a"] > 0:
        x["b"]["c"] = 1
    else:
        x["b"]["c"] = -1
    return x


@case(inputs=lambda: (tf.constant(1),))
def always_raises(x):
    """behaviour: Python and tf.function meet the case's own error."""
    raise ValueError("from the case")


@case(inputs=lambda: (tf.constant(1) * undefined_scale,))
def inputs_fail(x):
    """inputs: the case's inputs cannot be built."""
    return x
'''

PADDLE_STEPS = '''
import paddle

from harness import case

COUNT = 0


@case(inputs=lambda: (paddle.ones([2]),))
def global_in_branch(x):
    """to_static: the converted code does not compile (no binding for nonlocal)."""
    global COUNT
    if x.sum() > 0:
        COUNT = COUNT + 1
        y = x * 2.0
    else:
        y = x
    return y


@case(inputs=lambda: (paddle.ones([2]),))
def tensor_method_missing(x):
    """get_concrete_program: a static Value has no relu; SOT's translation fails too."""
    return x.relu()


@case(inputs=lambda: [(paddle.ones([2]),), (-paddle.ones([2]),)])
def raises_on_negative(x):
    """behaviour: Python raises on the second set."""
    if bool(x.sum() < 0):
        raise ValueError("negative input")
    return x * 2.0


@case(inputs=lambda: (paddle.ones([2]),))
def always_raises(x):
    """get_concrete_program and translate meet the case's own error."""
    raise ValueError("from the case")


@case(inputs=lambda: (paddle.ones([2]) * undefined_scale,))
def inputs_fail(x):
    """inputs: the case's inputs cannot be built."""
    return x
'''

JAX_STEPS = '''
import jax.numpy as jnp

from harness import case


@case(inputs=lambda: (jnp.ones(2),))
def branches_on_data(x):
    """jit: a Python branch on a traced value."""
    if x.sum() > 0:
        return x
    return -x


@case(inputs=lambda: (jnp.ones(2), 3), static_argnames=("m",))
def unknown_static(x, n):
    """broken: static_argnames names no parameter of the case, which fails like inputs that cannot be built."""
    return x * n


@case(inputs=lambda: [(jnp.ones(2),), (jnp.ones(3),)])
def raises_on_long(x):
    """behaviour: Python and jax.jit (which traces again for the second shape) raise on the second set."""
    if x.shape[0] > 2:
        raise ValueError("long input")
    return x * 2


@case(inputs=lambda: (jnp.ones(4),), dynamic=True)
def branches_on_size(x):
    """export: jit sees the size 4; export cannot decide a > 3 for its symbol."""
    return x[:3] if x.shape[0] > 3 else x


@case(inputs=lambda: (jnp.ones(2),))
def always_raises(x):
    """jit: the case's own error while tracing."""
    raise ValueError("from the case")


CALLS = [0]


@case(inputs=lambda: (jnp.ones(2),))
def counts_its_calls(x):
    """behaviour: python: is the case's fresh call, whatever jit, lowering and make_jaxpr traced of its body since."""
    CALLS[0] += 1
    return CALLS[0]


@case(inputs=lambda: (jnp.ones(2) * undefined_scale,))
def inputs_fail(x):
    """inputs: the case's inputs cannot be built."""
    return x
'''

NUMBA_STEPS = '''
import numba
import numpy as np
from harness import case


@case(inputs=(1,))
def untyped_call(x):
    """njit: a call Numba cannot type."""
    return object()


@case(inputs=[(1,), (-1,)])
def raises_on_negative(x):
    """behaviour: Python and the compiled function raise on the second set."""
    if x < 0:
        raise ValueError("negative input")
    return x


@case(inputs=lambda: (np.ones(2) * undefined_scale,))
def inputs_fail(x):
    """inputs: the case's inputs cannot be built."""
    return x
'''

MINDSPORE_STEPS = '''
import numpy as np
from mindspore import Tensor

from harness import case


@case(inputs=lambda: (Tensor(np.ones(2, np.float32)),))
def for_else(x):
    """jit: a statement the parser does not support, rejected while the first stage after bootstrap infers types."""
    for _ in range(2):
        x = x + 1
    else:
        x = x * 2
    return x


@case(inputs=[(1,), (-1,)])
def raises_on_negative(x):
    """behaviour: Python and the compiled function raise on the second set."""
    if x < 0:
        raise ValueError("negative input")
    return x


@case(inputs=lambda: (Tensor(np.ones(2, np.float32)) * undefined_scale,))
def inputs_fail(x):
    """inputs: the case's inputs cannot be built."""
    return x
'''

# What breaking each step leaves: (converter, case, output, text it holds).
TORCH_EXPECTED = [
    ("torchscript", "unpacks_a_dict", "error.txt", "step: script\n"),
    ("torchscript", "IgnoredHelper", "classes.py", "torch.jit.save failed\nstep: save\n"),
    ("torchscript", "IgnoredHelper", "code.py", "def forward"),
    ("torchscript", "global_parameter", "trace_graph.txt", "tracing failed\nstep: trace\n"),
    ("torchscript", "raises_on_negative", "behaviour.txt", "python: error ValueError: negative input\n"),
    ("export", "raises_on_negative", "error.txt", "step: export\n"),
    ("fx", "raises_on_negative", "error.txt", "step: symbolic_trace\n"),
    ("export", "first_param_self", "behaviour.txt", "torch.export: error TypeError: too many positional arguments\n"),
    ("export", "first_param_self", "program.py", 'def forward(self, self: "f32[2]", x: "f32[2]")'),
    ("dynamo", "always_raises", "error.txt", "step: compile\nValueError: from the case\n"),
    ("torchscript", "always_raises", "trace_graph.txt", "tracing failed\n"),
    ("fx", "always_raises", "error.txt", "ValueError: from the case\n"),
    ("dynamo", "backward_raises", "error.txt", "step: backward\nRuntimeError: no backward here\n"),
    ("torchscript", "already_scripted", "code.py", "def already_scripted(x: Tensor) -> Tensor:\n"),
    ("torchscript", "already_scripted", "ast.txt", "(def\n  (ident already_scripted)\n"),
    (
        "torchscript",
        "already_scripted",
        "decorated.txt",
        "the function as written from its _torchdynamo_inline attribute, converted it",
    ),
]
TF_EXPECTED = [
    ("autograph", "unknown_feature", "error.txt", "step: options\n"),
    ("autograph", "generator", "error.txt", "step: passes (unsupported_features_checker)\n"),
    ("autograph", "dict_missing_key", "graph.txt", "tracing failed\nstep: get_concrete_function\n"),
    ("autograph", "dict_missing_key", "behaviour.txt", "python: error KeyError: 'b'\n"),
    ("autograph", "always_raises", "behaviour.txt", "tf.function: error ValueError: "),
]
PADDLE_EXPECTED = [
    ("paddle", "global_in_branch", "error.txt", "step: to_static\nSyntaxError: no binding for nonlocal 'COUNT' found"),
    ("paddle", "tensor_method_missing", "error.txt", "step: get_concrete_program\nAttributeError: "),
    ("sot", "tensor_method_missing", "error.txt", "step: translate\n"),
    ("paddle", "raises_on_negative", "behaviour.txt", "python: error ValueError: negative input\n"),
    ("sot", "raises_on_negative", "behaviour.txt", "python: error ValueError: negative input\n"),
    ("paddle", "always_raises", "error.txt", "ValueError: from the case"),
    ("sot", "always_raises", "error.txt", "step: translate\n"),
]
JAX_EXPECTED = [
    ("jax", "branches_on_data", "error.txt", "step: jit\njax.errors.TracerBoolConversionError: "),
    (
        "jax",
        "raises_on_long",
        "behaviour.txt",
        "python: error ValueError: long input\njax.jit: error ValueError: long input\n",
    ),
    ("jax", "branches_on_size", "exported.txt", "jax.export failed\nstep: export\n"),
    ("jax", "branches_on_size", "stablehlo.mlir", "module @jit_branches_on_size"),
    ("jax", "always_raises", "error.txt", "step: jit\nValueError: from the case\n"),
    ("jax", "counts_its_calls", "behaviour.txt", "inputs: [float32[2]]\npython: 1\n"),
]
NUMBA_EXPECTED = [
    ("numba", "untyped_call", "error.txt", "step: njit (nopython_type_inference)\n"),
    ("numba", "raises_on_negative", "behaviour.txt", "python: error ValueError: negative input\n"),
]
MINDSPORE_EXPECTED = [
    ("mindspore", "for_else", "error.txt", "step: jit (type_inference)\nRuntimeError: The 'for...else...' statement"),
    ("mindspore", "for_else", "passes.txt", "01 bootstrap"),
    ("mindspore", "raises_on_negative", "behaviour.txt", "python: error ValueError: negative input\n"),
]
STEPS = {
    "torch": (TORCH_STEPS, TORCH_EXPECTED),
    "tensorflow": (TF_STEPS, TF_EXPECTED),
    "jax": (JAX_STEPS, JAX_EXPECTED),
    "paddle": (PADDLE_STEPS, PADDLE_EXPECTED),
    "numba": (NUMBA_STEPS, NUMBA_EXPECTED),
    "mindspore": (MINDSPORE_STEPS, MINDSPORE_EXPECTED),
}


def outputs_of(project: pytest.Pytester, converter: str) -> dict[str, dict[str, str]]:
    """Each case's snapshots for one converter: ``{case: {output: text}}`` (a saved program's folder aside)."""
    folder = project.path / "snapshots" / baseline(converter) / "steps"
    return {
        case.name: {p.name: p.read_text(encoding="utf-8") for p in case.iterdir() if p.is_file()}
        for case in sorted(folder.iterdir())
    }


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_each_step_a_case_breaks_gives_the_case_a_result(project: pytest.Pytester, framework_converter: str) -> None:
    framework = CONVERTERS[framework_converter].framework
    source, expected = STEPS[framework]
    write_case(project, "steps", source)
    # The framework's converters that take a plain case file (not those that take only their own files).
    converters = [name for name, c in CONVERTERS.items() if c.framework == framework and not c.own_files]
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", " or ".join(converters))
    out = result.stdout.str()
    assert "Traceback" not in out, out[-6000:]
    # The cases whose inputs cannot be built, or whose @case names no parameter, fail for each converter, naming the
    # case file, the position and the cause; nothing is stored for them.
    unbuildable = source.count("\ndef inputs_")
    broken = unbuildable + source.count("\ndef unknown_static(")
    result.assert_outcomes(
        failed=len(converters) * broken, passed=len(converters) * (source.count("\n@case(") - broken)
    )
    result.stdout.fnmatch_lines(["*cases/steps.py:inputs_fail:0: *NameError: name 'undefined_scale' is not defined*"])
    if unbuildable > 1:
        result.stdout.fnmatch_lines(
            ["*cases/steps.py:inputs_not_sets:0: *ValueError: a list of inputs holds several input sets*"]
        )
    if "unknown_static" in source:
        result.stdout.fnmatch_lines(
            [
                "*cases/steps.py:unknown_static:0: @case(static_argnames=...) names no positional parameter of the case: m*"
            ]
        )
    recorded = {converter: outputs_of(project, converter) for converter in converters}
    assert not any("unknown_static" in cases for cases in recorded.values()), recorded
    for converter, case, output, text in expected:
        assert text in recorded[converter][case].get(output, ""), (converter, case, output, recorded[converter][case])
    for converter, cases in recorded.items():
        for case, outputs in cases.items():
            assert {"error.txt", "behaviour.txt", "not_run.txt"} & set(outputs), (converter, case, sorted(outputs))
            assert not any(text.startswith("step: harness") for text in outputs.values()), (converter, case)
