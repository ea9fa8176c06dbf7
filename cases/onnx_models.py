"""torch.onnx cases: modules and functions exported with ``torch.onnx.export(..., dynamo=True)``.

The exporter runs torch.export (non-strict), translates each ATen op with onnxscript's torchlib, and optimises the
program (constant folding, dead code). ``program.txt`` is the program before ``optimize()``, ``optimized.txt``
after it; a parameter's values are left out (its type and shape stay). ``import onnx`` routes this file to the
onnx converter alone: torch.export's cases are in the other torch files.
"""

import onnx  # noqa: F401 - routes this file to the onnx converter
import torch
import torch.nn.functional as F
from torch import nn

from harness import case

X = torch.arange(-3.0, 3.0).reshape(2, 3)


@case(inputs=lambda: (X.clone(),))
class LinearRelu(nn.Module):
    """A Linear layer and a ReLU: Gemm and Relu, the weights as initializers."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 4)

    def forward(self, x):
        return torch.relu(self.fc(x))


@case(inputs=lambda: (X.clone(),), factory=True)
def mlp_eval():
    """A Sequential MLP with dropout, in eval mode: the dropout is gone from the program."""
    return nn.Sequential(nn.Linear(3, 8), nn.GELU(), nn.Dropout(0.5), nn.Linear(8, 2)).eval()


@case(inputs=lambda: (torch.ones(1, 2, 5, 5),), factory=True)
def conv_batchnorm():
    """Conv2d then BatchNorm2d in eval mode: BatchNormalization with the running statistics as initializers."""
    return nn.Sequential(nn.Conv2d(2, 3, 3), nn.BatchNorm2d(3), nn.ReLU()).eval()


@case(inputs=lambda: (X.clone(),))
def arithmetic(x):
    """Elementwise arithmetic and a Python float constant."""
    return (x * 2.5 + 1).abs().sqrt()


@case(inputs=lambda: (X.clone(),))
def softmax_layer_norm(x):
    """softmax and layer_norm: decomposed or kept as ONNX ops, per the exporter's release."""
    return F.layer_norm(F.softmax(x, dim=-1), (3,))


@case(inputs=lambda: (torch.ones(1, 4, 8), torch.ones(1, 4, 8), torch.ones(1, 4, 8)))
def attention(q, k, v):
    """scaled_dot_product_attention."""
    return F.scaled_dot_product_attention(q, k, v)


@case(inputs=lambda: [(torch.ones(3), torch.ones(3)), (-torch.ones(3), torch.ones(3))])
def cond_branch(x, y):
    """``torch.cond``: an ONNX ``If`` with a graph per branch."""
    return torch.cond(x.sum() > 0, lambda a: a.sin(), lambda a: a.cos(), (x,)) + y


@case(inputs=lambda: (X.clone(),))
def python_loop_unrolled(x):
    """A Python ``for`` over a constant range: unrolled into three Adds."""
    for _ in range(3):
        x = x + 1
    return x


@case(inputs=lambda: [(torch.ones(4),), (torch.ones(2),)])
def shape_branch(x):
    """A branch on a size: export fixes the size to the first input's, so the program takes the first branch and
    refuses a size other than 4 (the second input set)."""
    if x.shape[0] > 3:
        return x * 2
    return x - 1


@case(inputs=lambda: (X.clone(),))
def dict_output(x):
    """A dict of outputs: flat ONNX outputs, put back in a dict."""
    return {"double": x * 2, "sum": x.sum()}


@case(inputs=lambda: (X.clone(),))
def slicing_and_cat(x):
    """Slices, indexing and cat: Slice, Gather and Concat."""
    return torch.cat([x[:, :2], x[:, -1:]], dim=1)[0]


@case(inputs=lambda: (torch.arange(6).reshape(2, 3),))
def integer_ops(x):
    """Integer arithmetic and a comparison: int64 and bool tensors."""
    return (x // 2) % 3, x > 2


@case(inputs=lambda: [(torch.ones(3),), (-torch.ones(3),)])
def data_dependent_if(x):
    """A Python ``if`` on a tensor's value: torch.export cannot guard on data, so the exporter's first step fails."""
    if x.sum() > 0:
        return x * 2
    return -x


@case(inputs=lambda: (torch.ones(4),))
def nonzero_size(x):
    """``nonzero``: an output whose size depends on the data (NonZero in ONNX)."""
    return torch.nonzero(x > 0)


@case(inputs=lambda: (torch.ones(4),))
def fft_complex(x):
    """A complex FFT, whose complex output ONNX's exporter does not take."""
    return torch.fft.fft(x)


@case(inputs=lambda: [(X.clone(), torch.ones(2)), (torch.arange(15.0).reshape(5, 3), torch.ones(4))], dynamic=True)
class SampleModelForDynamicShapes(nn.Module):
    """As test/onnx/exporter/test_api.py writes it, exported with dynamic shapes: ``@case(dynamic=True)`` leaves
    every dimension to export (``Dim.AUTO``, as torch.export takes it), so the program's inputs have symbolic sizes
    and the second input set, of other sizes, runs."""

    def forward(self, x, b):
        return x.relu(), b.sigmoid()


@case(inputs=lambda: (X.clone(),))
class NewEmpty(nn.Module):
    """As test/onnx's ``new_empty`` tests write it, without the ``fill_``: the result is memory nobody initialised,
    its values whatever the allocator left there (onnxruntime's are zeros), so they are not compared."""

    def forward(self, x):
        return x.new_empty(x.shape[0], 3), x.new_empty(x.shape[0], dtype=torch.long)


@case(inputs=lambda: [(X.clone(),), (torch.arange(6).reshape(2, 3),)])
def other_dtype(x):
    """A second input set of another dtype: the program fixed its input to the first set's float, as it fixes a size,
    so onnxruntime refuses the int64 one: specialised, as ``shape_branch``'s other size is."""
    return x * 2


@case(inputs=lambda: (X.clone(), 3))
@torch.jit.script
def scripted_loop(x, n: int):
    """As test/onnx's scripting tests write a loop, decorated ``@torch.jit.script``: the exporter and ``python:``
    take the def as written (the ScriptFunction keeps it for torch.compile), and ``decorated.txt`` says so; the
    exporter fixes ``n`` to 3 and unrolls the loop."""
    for _ in range(n):
        x = x + 1
    return x
