"""onnxscript cases that ``@script`` converts: Python ``if`` becomes ONNX ``If``, ``for ... in range(n)`` and
``while <name>`` become ``Loop``, a scripted helper becomes a function of the model.

Each parameter carries an ONNX type (``FLOAT[...]``, ``INT64``, ``BOOL``): the annotations are the model's input
types. ``behaviour.txt`` runs the case op by op in Python (onnxscript's eager mode) against the model in onnxruntime.

The cases at the end are written as onnxscript's own tests (``tests/models/``) write them: decorated
``@script()``, with the decorator's options (``default_opset=op``, an opset of their own); the harness converts
the def as written with the same options, and ``decorated.txt`` says so.
"""

import numpy as np
from onnxscript import BOOL, FLOAT, INT64, script
from onnxscript import opset18 as op
from onnxscript.values import Opset

from harness import case

X = np.array([1.5, -2.0, 0.5], dtype=np.float32)
TRUE, FALSE = np.array(True), np.array(False)


def _sets(*extra):
    return [(X.copy(), *(np.copy(e) for e in one)) for one in extra]


@script()
def _double(x: FLOAT[...]) -> FLOAT[...]:
    return op.Add(x, x)


@case(inputs=lambda: (X.copy(),))
def straight_line(x: FLOAT[...]) -> FLOAT[...]:
    """No control flow: each call of an op is a node."""
    y = op.Relu(x)
    return op.Mul(y, y)


@case(inputs=lambda: (X.copy(),))
@script(default_opset=op)
def python_operators(x: FLOAT[...]) -> FLOAT[...]:
    """``+``, ``*`` and a Python float: onnxscript turns them into Add, Mul and a constant, of the opset its
    decorator's ``default_opset`` names (no ``op.`` call says which)."""
    return x * 2.0 + x


@case(inputs=lambda: _sets((TRUE,), (FALSE,)))
def if_else(x: FLOAT[...], flag: BOOL) -> FLOAT[...]:
    """An ``If`` node with a graph per branch; both assign ``y``, which becomes the If's output."""
    if flag:
        y = op.Relu(x)
    else:
        y = op.Neg(x)
    return y


@case(inputs=lambda: _sets((TRUE,), (FALSE,)))
def if_without_else(x: FLOAT[...], flag: BOOL) -> FLOAT[...]:
    """An ``if`` with no ``else``: the else branch passes the value on unchanged."""
    y = x
    if flag:
        y = op.Neg(x)
    return y


@case(inputs=lambda: _sets((TRUE, TRUE), (TRUE, FALSE), (FALSE, TRUE)))
def nested_if(x: FLOAT[...], a: BOOL, b: BOOL) -> FLOAT[...]:
    """An If inside a branch of an If."""
    if a:
        if b:
            y = op.Relu(x)
        else:
            y = op.Abs(x)
    else:
        y = op.Neg(x)
    return y


@case(inputs=lambda: _sets((np.float32(0.0),), (np.float32(3.0),)))
def if_on_comparison(x: FLOAT[...], t: FLOAT) -> FLOAT[...]:
    """The condition is a value computed in the graph: a ReduceSum compared with a threshold."""
    if op.ReduceSum(x) > t:
        y = op.Relu(x)
    else:
        y = op.Sigmoid(x)
    return y


@case(inputs=lambda: _sets((np.int64(3),), (np.int64(0),)))
def for_range(x: FLOAT[...], n: INT64) -> FLOAT[...]:
    """``for i in range(n)``: a ``Loop`` whose trip count is ``n``, ``s`` its loop-carried value."""
    s = x
    for _i in range(n):
        s = op.Add(s, x)
    return s


@case(inputs=lambda: _sets((np.int64(4),)))
def for_uses_index(x: FLOAT[...], n: INT64) -> FLOAT[...]:
    """The loop index is an INT64 value inside the body: cast to the input's type before it is added."""
    s = x
    for i in range(n):
        s = op.Add(s, op.CastLike(i, x))
    return s


@case(inputs=lambda: _sets((np.int64(2), np.int64(3))))
def nested_for(x: FLOAT[...], n: INT64, m: INT64) -> FLOAT[...]:
    """A Loop in the body of a Loop."""
    s = x
    for _i in range(n):
        for _j in range(m):
            s = op.Add(s, x)
    return s


@case(inputs=lambda: _sets((np.int64(3),), (np.int64(4),)))
def if_in_for(x: FLOAT[...], n: INT64) -> FLOAT[...]:
    """An If in a Loop's body, on the parity of the index."""
    s = x
    for i in range(n):
        if op.Mod(i, op.Constant(value_int=2)) == op.Constant(value_int=0):
            s = op.Add(s, x)
        else:
            s = op.Sub(s, x)
    return s


@case(inputs=lambda: _sets((TRUE, np.int64(2)), (FALSE, np.int64(2))))
def for_in_if(x: FLOAT[...], flag: BOOL, n: INT64) -> FLOAT[...]:
    """A Loop inside one branch of an If."""
    if flag:
        s = x
        for _i in range(n):
            s = op.Mul(s, x)
    else:
        s = op.Neg(x)
    return s


@case(inputs=lambda: _sets((np.int64(3),), (np.int64(0),)))
def while_on_name(x: FLOAT[...], n: INT64) -> FLOAT[...]:
    """``while cond:`` on a name (the only form it takes): a Loop with no trip count, ``cond`` computed again
    at the end of the body."""
    i = op.Constant(value_int=0)
    cond = i < n
    while cond:
        x = op.Add(x, x)
        i = i + 1
        cond = i < n
    return x


@case(inputs=lambda: _sets((np.int64(10),)))
def for_break(x: FLOAT[...], n: INT64) -> FLOAT[...]:
    """``if <name>: break``, the one form of ``break`` it takes: the Loop's condition output."""
    s = x
    for _i in range(n):
        s = op.Add(s, x)
        stop = op.ReduceSum(s) > 10.0
        if stop:
            break
    return s


@case(inputs=lambda: (X.copy(),))
def two_outputs(x: FLOAT[...]) -> tuple[FLOAT[...], FLOAT[...]]:
    """Two returned values: the function's and the model's two outputs."""
    return op.Relu(x), op.Neg(x)


@case(inputs=lambda: (X.copy(),))
def calls_scripted_helper(x: FLOAT[...]) -> FLOAT[...]:
    """A call of another ``@script`` function: a node of the helper's domain, its body a function of the model."""
    return op.Relu(_double(x))


@case(inputs=lambda: (X.copy(),))
def attribute_with_default(x: FLOAT[...], alpha: float = 0.25) -> FLOAT[...]:
    """A Python ``float`` parameter is an attribute of the function, not an input; its default lets the model be
    made, but the model's node still refers to ``@alpha``, which no graph defines: onnxruntime runs LeakyRelu with
    an alpha of 0 (-0.0 for -4.0, where Python gives -1.0), so behaviour.txt says it differs."""
    return op.LeakyRelu(x, alpha=alpha)


@case(inputs=lambda: (X.copy(),))
def constant_tensor(x: FLOAT[...]) -> FLOAT[...]:
    """A Constant node with a tensor value, added to the input."""
    bias = op.Constant(value_floats=[1.0, 2.0, 3.0])
    return op.Add(x, bias)


N = np.array([0.0, 1.0, 2.0], dtype=np.float32)
CUSTOM = Opset("com.example", 1)


@case(inputs=lambda: (N.copy(),))
@script()
def loop1(A: FLOAT["N"]) -> FLOAT["N"]:
    """onnxscript's ``loops_break.loop1``: a Loop of ten, the index cast to float inside; its eager mode returns
    ``[0, 46, 92]``, as the model does."""
    T = A
    for i in range(10):
        T = T + A * op.Cast(i, to=FLOAT.dtype)
    return T


@case(inputs=lambda: [(N.copy(),), (-N,)])
@script()
def loop_range_cond(A: FLOAT["N"]) -> FLOAT["N"]:
    """onnxscript's ``loops_break.loop_range_cond``: ``if cond: break`` on a value computed in the body."""
    T = A
    cond = op.Constant(value=np.array([True]))
    for i in range(10):
        T = T + A * op.Cast(i, to=FLOAT.dtype)
        cond = op.ReduceSum(T) <= -10
        if cond:
            break
    return T


@case(inputs=lambda: [(N.copy(), -N), (-N, N.copy())])
@script()
def maxsum(A: FLOAT["N"], B: FLOAT["N"]) -> FLOAT["N"]:
    """onnxscript's ``if_statement.maxsum``: the input with the greater sum, through an If."""
    sum1 = op.ReduceSum(A)
    sum2 = op.ReduceSum(B)
    if sum1 < sum2:
        result = op.Identity(B)
    else:
        result = op.Identity(A)
    return result


@case(inputs=lambda: (X.copy(),))
@script(default_opset=op)
def eager_op(X: FLOAT[...]) -> FLOAT[...]:
    """onnxscript's ``eager_op``: ``%`` on a float, which only the decorator's ``default_opset`` can place (Mod with
    ``fmod=1``)."""
    return X % 1.5


@case(inputs=lambda: (X.copy(),))
@script()
def unannotated_relu(X):
    """onnxscript's ``onnxfns1.Relu``: no annotation, so the function has no input types; the model's input takes
    its type from the case's inputs (float32), as eager mode takes them."""
    zero = op.CastLike(0, X)
    return op.Max(X, zero)


@case(inputs=lambda: (X.copy(),))
@script(CUSTOM, default_opset=op)
def in_own_opset(x: FLOAT[...]) -> FLOAT[...]:
    """An opset of its own as the decorator's first argument: the function's domain and version, kept."""
    return op.Abs(x) + 1.0


@case(inputs=lambda: [(3, 4), (-2, 2)])
@script()
def scalar_inputs(a: INT64, b: INT64) -> INT64:
    """Python ints for INT64 scalars: eager mode returns an ``onnxscript.tensor.Tensor`` (with no NumPy array among
    the inputs it unwraps none), compared by its value with the model's."""
    return op.Add(a, op.Mul(b, b))
