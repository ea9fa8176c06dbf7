"""MindSpore cases of control flow, as its tutorials write them: functions on ``mindspore.Tensor`` that ``jit`` parses."""

import mindspore as ms
import numpy as np
from mindspore import Tensor, ops

from harness import case


@case(inputs=lambda: [(Tensor(np.ones(3, np.float32)),), (Tensor(-np.ones(3, np.float32)),)])
def if_on_tensor(x):
    """An if on a tensor's value: the parser makes a Switch of two branch graphs, which stays in the validated graph
    (AutoGraph makes a tf.cond, Paddle a pd_op.if)."""
    if x.sum() > 0:
        y = x * 2
    else:
        y = x - 1
    return y


@case(inputs=lambda: [(Tensor(np.ones(3, np.float32)), 3), (Tensor(np.ones(3, np.float32)), 1)])
def if_on_python_int(x, n):
    """An if on a Python int: a constant of the graph, so only the branch taken is compiled, once per value."""
    if n > 2:
        return x * n
    return x + n


@case(inputs=lambda: [(Tensor(np.ones(3, np.float32)), 5), (Tensor(np.ones(3, np.float32)), 2)])
def for_range_unrolled(x, n):
    """A for over range of a Python int: loop_unroll unrolls it with n folded in, one Muls and one Add an iteration."""
    for _ in range(n):
        x = x * 2 + 1
    return x


@case(inputs=lambda: [(Tensor(np.ones(3, np.float32)), 5)])
def for_break(x, n):
    """A for with an if and a break on the loop variable: the break is resolved as the loop unrolls."""
    for i in range(n):
        if i > 2:
            break
        x = x * 2 + 1
    return x


@case(inputs=lambda: [(Tensor(np.array(3, np.int32)),), (Tensor(np.array(0, np.int32)),)])
def while_on_tensor(n):
    """A while whose condition is a tensor: a loop graph that calls itself (AutoGraph's tf.while_loop). MindSpore 2.10
    returns the loop's counter ``i`` (int32, 3), not ``total`` (float32[1]): behaviour.txt differs from Python."""
    total = Tensor(np.zeros(1, np.float32))
    i = Tensor(np.array(0, np.int32))
    while i < n:
        total = total + 1
        i = i + 1
    return total


@case(inputs=lambda: [(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)),)])
def ops_and_tuple(x):
    """mindspore.ops functions and a tuple result: the graph returns a MakeTuple."""
    y = ops.relu(x - 2)
    return ops.sum(y), ops.transpose(y, (1, 0))


@case(inputs=lambda: [(Tensor(np.ones(2, np.float32)),)])
def dtype_cast(x):
    """A cast to int32 and back, as mindspore's tests write one: two Cast nodes."""
    return ms.ops.cast(ms.ops.cast(x * 2.5, ms.int32), ms.float32)
