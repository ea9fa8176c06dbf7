"""Paddle cases of control flow on tensors: each docstring says what AutoGraph and the torch converters make of the same idea."""

import paddle

from harness import case


@case(inputs=lambda: [(paddle.ones([3]),), (-paddle.ones([3]),)])
def if_on_tensor(x):
    """An if on a tensor's value: IfElseTransformer makes it _jst.IfElse, a pd_op.if with two regions. AutoGraph makes a
    tf.cond; TorchScript keeps the if; torch.export and fx cannot branch on a value; Dynamo breaks its graph."""
    if x.sum() > 0:
        y = x * 2.0
    else:
        y = x - 1.0
    return y


@case(inputs=lambda: [(paddle.to_tensor(3),), (paddle.to_tensor(0),)])
def while_on_tensor(n):
    """A while whose condition is a tensor: LoopTransformer makes a _jst.While (pd_op.while). AutoGraph makes a
    tf.while_loop; TorchScript a prim::Loop; fx and export cannot loop on a value."""
    total = paddle.zeros([1])
    i = paddle.to_tensor(0)
    while i < n:
        total = total + 1.0
        i = i + 1
    return total


@case(inputs=lambda: (paddle.ones([4, 2]),))
def for_over_tensor(x):
    """A for over a tensor's rows: Paddle turns it into a while over the first dimension. AutoGraph iterates with a
    tf.while_loop; TorchScript and Dynamo unroll over a fixed size."""
    total = paddle.zeros([2])
    for row in x:
        total = total + row
    return total


@case(inputs=lambda: (paddle.ones([2]), paddle.to_tensor(3)))
def for_range_tensor(x, n):
    """A for over range(tensor): a loop whose trip count is data. AutoGraph makes a tf.while_loop; TorchScript needs an
    int; export and fx cannot take range of a tensor."""
    for _ in range(n):
        x = x * 2.0
    return x


@case(inputs=lambda: [(paddle.to_tensor(10),), (paddle.to_tensor(2),)])
def while_break(n):
    """A break inside a tensor while: BreakContinueTransformer adds a __break flag to the condition. AutoGraph's
    break_statements pass does the same; TorchScript keeps break."""
    i = paddle.to_tensor(0)
    while i < n:
        i = i + 1
        if i > 4:
            break
    return i


@case(inputs=lambda: (paddle.to_tensor(6),))
def while_continue(n):
    """A continue inside a tensor while: BreakContinueTransformer guards the rest of the body with a flag, as
    AutoGraph's continue_statements pass does."""
    i = paddle.to_tensor(0)
    total = paddle.to_tensor(0)
    while i < n:
        i = i + 1
        if i % 2 == 0:
            continue
        total = total + i
    return total


@case(inputs=lambda: [(paddle.ones([2]),), (-paddle.ones([2]),)])
def early_return(x):
    """A return inside an if on a tensor: EarlyReturnTransformer and ReturnTransformer give one return at the end.
    AutoGraph's return_statements pass does the same; TorchScript keeps both returns."""
    if x.mean() > 0:
        return x + 1.0
    return x - 1.0


@case(inputs=lambda: [(paddle.ones([2]),), (paddle.full([2], 5.0),), (-paddle.ones([2]),)])
def nested_if(x):
    """An if inside an if, both on tensors: nested pd_op.if regions. AutoGraph nests tf.cond; Dynamo breaks twice."""
    if x.sum() > 0:
        if x.max() > 3:
            y = x * 3.0
        else:
            y = x * 2.0
    else:
        y = -x
    return y


@case(inputs=lambda: [(paddle.ones([2]), paddle.ones([2])), (paddle.ones([2]), -paddle.ones([2]))])
def logical_and(x, y):
    """and / or / not on tensor predicates: LogicalTransformer makes _jst.And, _jst.Or, _jst.Not. AutoGraph's
    logical_expressions pass makes ag__.and_; TorchScript refuses and/or on tensors."""
    if x.sum() > 0 and not y.sum() < 0:
        return x + y
    return x - y


@case(inputs=lambda: (paddle.ones([3, 4]),))
def shape_arithmetic(x):
    """Reads a tensor's shape: TensorShapeTransformer makes x.shape _jst.Shape(x). AutoGraph keeps .shape; torch
    converters record sizes as constants (Dynamo specializes)."""
    rows = x.shape[0]
    return x.reshape([rows * 2, -1])


@case(inputs=lambda: (paddle.ones([2], dtype="int32"),))
def cast_calls(x):
    """float() and int() of a tensor: CastTransformer makes _jst.AsDtype. AutoGraph leaves Python casts alone;
    TorchScript types them."""
    y = float(x.sum())
    return x.astype("float32") * y


@case(inputs=lambda: (paddle.ones([2]),))
def assert_on_tensor(x):
    """An assert on a tensor: AssertTransformer makes _jst.Assert (an assert op). AutoGraph skips it unless
    ASSERT_STATEMENTS is on; TorchScript keeps it as an exception."""
    assert x.sum() > 0, "x must be positive"
    return x * 2.0


def _double(x):
    """A helper the case calls: CallTransformer wraps it in _jst.Call, which converts it when it runs."""
    if x.sum() > 0:
        return x * 2.0
    return x


@case(inputs=lambda: (paddle.ones([2]),))
def calls_helper(x):
    """Calls a helper with its own tensor if: _jst.Call converts it recursively. AutoGraph converts callees too
    (recursive=True); TorchScript compiles them."""
    return _double(x) + 1.0


@case(inputs=lambda: (paddle.ones([2]),))
def typed_function(x: paddle.Tensor) -> paddle.Tensor:
    """Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types."""
    y: paddle.Tensor = x + 1.0
    return y


@case(inputs=lambda: (paddle.ones([3]),))
def list_append_loop(x):
    """Appends tensors to a list in a Python for: the loop is unrolled, the list stays Python. AutoGraph needs LISTS to
    stage it; TorchScript types the list."""
    parts = []
    for i in range(3):
        parts.append(x * float(i))
    return paddle.stack(parts)


@case(inputs=lambda: (paddle.ones([2]),))
def dict_container(x):
    """Builds and reads a dict of tensors: plain Python for every converter. TorchScript needs Dict[str, Tensor]."""
    parts = {"double": x * 2.0, "half": x / 2.0}
    return parts["double"] + parts["half"]
