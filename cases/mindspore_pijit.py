"""MindSpore functions PIJit splits into graphs: a Python branch on a tensor's value, a value read into Python."""

import numpy as np
from mindspore import Tensor, ops

from harness import case


@case(inputs=lambda: [(Tensor(np.array([1.0, -2.0, 3.0], np.float32)),), (Tensor(-np.ones(3, np.float32)),)])
def branch_on_tensor_value(x):
    """A Python if on a tensor's value: PIJit breaks the graph at the jump, one graph before it, one per branch."""
    y = x * 2
    if y.sum() > 0:
        return y + 1
    return y - 1


@case(inputs=lambda: [(Tensor(np.array([1.0, -2.0, 3.0], np.float32)),)])
def print_between_ops(x):
    """A print between two operations: PIJit 2.10 captures it into the graph, which stays one."""
    y = x + 1
    print("between")
    return y * 3


@case(inputs=lambda: [(Tensor(np.array([1.0, -2.0, 3.0], np.float32)),)])
def value_read_into_python(x):
    """A tensor's value read into a Python float, then used as a scale."""
    scale = float(x.max().asnumpy())
    return ops.relu(x) * scale


@case(inputs=lambda: [(Tensor(np.array([1.0, 2.0, 3.0], np.float32)),), (Tensor(np.ones(3, np.float32)),)])
def loop_count_from_tensor(x):
    """A Python loop whose count is read from a tensor's value."""
    total = x * 0
    for _ in range(int(x.sum().asnumpy()) % 3 + 1):
        total = total + x
    return total
