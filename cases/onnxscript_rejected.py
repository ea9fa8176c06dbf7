"""onnxscript cases that ``@script`` rejects: Python it does not translate into ONNX, each a different rule.

onnxscript reads the function's AST and translates statement by statement; what it cannot express as an ONNX
node, a graph attribute or a Loop raises at conversion, before any model is made.
"""

import numpy as np
from onnxscript import BOOL, FLOAT, INT64
from onnxscript import opset18 as op

from harness import case

X = np.array([1.5, -2.0, 0.5], dtype=np.float32)


@case(inputs=lambda: (X.copy(),))
def while_on_expression(x: FLOAT[...]) -> FLOAT[...]:
    """``while`` on an expression: it wants ``while <name>:``, the loop's condition as a value."""
    while op.ReduceSum(x) > 0.0:
        x = op.Sub(x, op.Constant(value_float=1.0))
    return x


@case(inputs=lambda: (X.copy(), np.int64(5)))
def break_on_comparison(x: FLOAT[...], n: INT64) -> FLOAT[...]:
    """``if i > 2: break``: a ``break`` only under ``if <name>:``."""
    for i in range(n):
        if i > 2:
            break
        x = op.Add(x, x)
    return x


@case(inputs=lambda: (X.copy(), np.array(True)))
def return_in_branch(x: FLOAT[...], flag: BOOL) -> FLOAT[...]:
    """A ``return`` inside an ``if``: an ONNX graph has one place its outputs come from."""
    if flag:
        return x
    return op.Neg(x)


@case(inputs=lambda: (X.copy(),))
def for_over_list(x: FLOAT[...]) -> FLOAT[...]:
    """``for`` over a Python list: a loop bound must be ``range(...)``."""
    for _v in [1, 2]:
        x = op.Add(x, x)
    return x


@case(inputs=lambda: (X.copy(),))
def list_comprehension(x: FLOAT[...]) -> FLOAT[...]:
    """A list comprehension: an expression it has no translation for."""
    ys = [op.Relu(v) for v in (x, x)]
    return ys[0]


@case(inputs=lambda: (X.copy(),))
def numpy_call(x: FLOAT[...]) -> FLOAT[...]:
    """A NumPy function: a call must be of an opset's op (or a scripted function)."""
    return np.sin(x)


@case(inputs=lambda: (X.copy(),))
def try_except(x: FLOAT[...]) -> FLOAT[...]:
    """``try``: a statement it has no translation for."""
    try:
        y = op.Relu(x)
    except ValueError:
        y = x
    return y


@case(inputs=lambda: (X.copy(), np.array(True)))
def defined_in_one_branch(x: FLOAT[...], flag: BOOL) -> FLOAT[...]:
    """``y`` is assigned in the then-branch only, then returned."""
    if flag:
        y = op.Relu(x)
    return y


@case(inputs=lambda: (X.copy(),))
def keyword_only(x: FLOAT[...], *, k: INT64) -> FLOAT[...]:
    """A keyword-only parameter: a signature it does not take."""
    return op.Add(x, op.CastLike(k, x))


@case(inputs=lambda: (X.copy(),))
def required_attribute(x: FLOAT[...], alpha: float) -> FLOAT[...]:
    """A Python ``float`` parameter without a default: the function converts, but a model needs every attribute's
    value, so ``to_model_proto`` refuses it."""
    return op.LeakyRelu(x, alpha=alpha)
