"""MindSpore cases of ``nn.Cell``s, as its tutorials write them: ``construct`` compiled as a whole, parameters included."""

import mindspore as ms
import numpy as np
from mindspore import Tensor, nn, ops

from harness import case


class _TinyMLP(nn.Cell):
    """Dense, ReLU, Dense: the tutorial's network; its weights are Parameters of the graph."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 8)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(8, 2)

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


@case(factory=True, inputs=lambda: (Tensor(np.ones((2, 4), np.float32)),))
def tiny_mlp():
    """The Cell above, compiled as a whole."""
    return _TinyMLP()


class _Gated(nn.Cell):
    """A branch on a Cell's attribute (a Python bool: resolved at parse time) and on a tensor (a Switch)."""

    def __init__(self):
        super().__init__()
        self.use_gate = True
        self.scale = ms.Parameter(Tensor(np.array([2.0], np.float32)), name="scale")

    def construct(self, x):
        if self.use_gate:
            x = x * self.scale
        if x.max() > 3:
            x = ops.clamp(x, max=3.0)
        return x


@case(factory=True, inputs=lambda: [(Tensor(np.array([1.0, 2.0], np.float32)),), (Tensor(np.array([0.5, 1.0], np.float32)),)])
def gated():
    """The Cell above: the first input set takes the clamp, the second does not."""
    return _Gated()


class _Accumulate(nn.Cell):
    """A for over a CellList: the loop unrolls over the list, each layer its own node."""

    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(3, 3) for _ in range(3)])

    def construct(self, x):
        for layer in self.layers:
            x = x + layer(x)
        return x


@case(factory=True, inputs=lambda: (Tensor(np.ones((1, 3), np.float32)),))
def accumulate():
    """The Cell above, its loop over three layers unrolled."""
    return _Accumulate()
