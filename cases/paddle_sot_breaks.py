"""Paddle cases that SOT cannot capture whole: each docstring names the break or fallback, and what the other converters make of it."""

import numpy as np
import paddle

from harness import case


@case(inputs=lambda: [(paddle.ones([3]),), (paddle.full([3], 2.0),)])
def print_tensor(x):
    """print of a tensor: SOT breaks the graph at the builtin call, like Dynamo; to_static(full_graph) keeps print in
    Python; AutoGraph converts print to tf.print; TorchScript keeps print."""
    total = x.sum()
    print("total", total)
    return x * 2.0


@case(inputs=lambda: (paddle.ones([3]),))
def numpy_roundtrip(x):
    """Tensor.numpy() then numpy arithmetic: SOT breaks there (data dependency), as Dynamo does on .numpy();
    full_graph rejects it; AutoGraph cannot call .numpy() in a graph; TorchScript has no numpy."""
    y = x * 2.0
    values = y.numpy()
    return paddle.to_tensor(np.square(values)) + 1.0


@case(inputs=lambda: (paddle.ones([3]),))
def item_to_python(x):
    """.item() makes a Python float: SOT breaks on the data dependency, as Dynamo does on Tensor.item."""
    scale = (x.sum() / 3.0).item()
    return x * scale


@case(inputs=lambda: (paddle.ones([3]),))
def tolist_sum(x):
    """tolist() and a Python sum: SOT breaks; TorchScript types the list; Dynamo breaks on tolist."""
    return paddle.to_tensor(sum(x.tolist())) + x


@case(inputs=lambda: [(paddle.ones([3]),), (-paddle.ones([3]),)])
def branch_on_value(x):
    """An if on a tensor's value: SOT splits the function at the jump and resumes after it, as Dynamo does; full_graph
    makes a pd_op.if; AutoGraph a tf.cond."""
    y = x + 1.0
    if y.sum() > 3:
        return y * 2.0
    return y - 1.0


@case(inputs=lambda: (paddle.ones([3]),))
def builtin_format(x):
    """Formats a tensor into a string: SOT breaks at str.format of a tensor; Dynamo too."""
    label = "sum={}".format(x.sum())
    return x * float(len(label) > 0)


@case(inputs=lambda: (paddle.ones([3]),))
def isinstance_numpy(x):
    """Converts to numpy to ask a numpy question: np.any on the values. SOT breaks at the numpy call."""
    if np.any(x.numpy() > 0):
        return x * 2.0
    return x


@case(inputs=lambda: (paddle.ones([2, 2]),))
def python_loop_on_value(x):
    """A Python while whose condition reads a tensor value each time: SOT breaks at every jump; AutoGraph makes a
    while_loop; Dynamo breaks too."""
    while x.sum() < 20:
        x = x * 2.0
    return x


@case(inputs=lambda: (paddle.ones([3]),))
def nonzero_shape(x):
    """A result whose shape is data (nonzero): SOT and export both see a data-dependent size."""
    index = paddle.nonzero(x > 0)
    return index.astype("float32").sum() + x


@case(inputs=lambda: (paddle.ones([3]),))
def generator_expression(x):
    """sum() over a generator of tensors: a generator SOT simulates or falls back on; Dynamo inlines it."""
    return sum(x * float(i) for i in range(3))


@case(inputs=lambda: (paddle.ones([3]),))
def inner_function_break(x):
    """An inner function that breaks the graph, as SOT's own tests build one: SOT inlines the call and breaks at the
    print inside it; where it names the inner function's code object, the line is placed in the case. Dynamo inlines
    and breaks the same way; to_static(full_graph) converts the inner function with the case."""

    def inner(y):
        print("inner", y.shape)
        return y + 1.0

    return inner(x) * 2.0
