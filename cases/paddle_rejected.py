"""Paddle cases that to_static(full_graph=True) rejects: each docstring names the rejection and what AutoGraph and the torch converters do."""

import numpy as np
import paddle

from harness import case


@case(inputs=lambda: (paddle.ones([2]),))
def pred_changes_type(x):
    """A while whose predicate starts a Python bool and becomes a tensor: Dygraph2StaticException "python while pred
    change from bool to variable". AutoGraph has the same rule (a loop variable may not change type); TorchScript
    refuses a variable whose type changes."""
    flag = True
    i = 0
    while flag:
        flag = x.sum() > i
        i += 1
    return x


@case(inputs=lambda: (paddle.ones([2]),))
def numpy_in_graph(x):
    """Tensor.numpy() inside the program: a static Value has no numpy(); SOT breaks there instead. AutoGraph refuses
    .numpy() in a graph; TorchScript has no numpy; Dynamo breaks."""
    return paddle.to_tensor(x.numpy() * 2)


@case(inputs=lambda: [(paddle.ones([2]),), (-paddle.ones([2]),)])
def branches_differ_in_type(x):
    """The two branches of a tensor if give a tensor and None: pd_op.if needs both alike. AutoGraph's tf.cond refuses
    too; TorchScript refuses Optional mixes; Dynamo breaks and runs both."""
    if x.sum() > 0:
        y = x * 2.0
    else:
        y = None
    return y


@case(inputs=lambda: [(paddle.ones([2]),), (paddle.ones([3]),)])
def branches_differ_in_shape(x):
    """A tensor if whose branches return different shapes: PIR's if needs one result type. AutoGraph's tf.cond
    accepts differing shapes as None dims; TorchScript does not care."""
    if x.sum() > 2:
        y = paddle.concat([x, x])
    else:
        y = x
    return y


@case(inputs=lambda: (paddle.ones([2]),))
def tensor_method_missing(x):
    """A Tensor method that a static Value lacks (Tensor.relu): 'Value' object has no attribute. AutoGraph and
    torch have no such split between eager and graph objects."""
    return x.relu()


@case(inputs=lambda: (paddle.ones([3]),))
def item_to_python(x):
    """.item() inside the program: a Value has no concrete value. AutoGraph refuses converting a symbolic tensor;
    export refuses data-dependent item; SOT breaks."""
    return x * float(x.sum().item())


@case(inputs=lambda: (paddle.ones([3]),))
def bool_of_tensor_list(x):
    """A Python if on a list built from a tensor's values (tolist): the values do not exist in the program."""
    values = x.tolist()
    if values[0] > 0:
        return x * 2.0
    return x


@case(inputs=lambda: (paddle.ones([2]),))
def tensor_as_dict_key(x):
    """A tensor's value used as a dict key: static Values are not hashable by value. TorchScript refuses Tensor keys
    in a Dict; Dynamo breaks."""
    table = {1.0: "one"}
    return x * float(len(table[float(x[0])]))


@case(inputs=lambda: (paddle.ones([2]),))
def numpy_function_of_tensor(x):
    """np.exp on a tensor: numpy cannot read a static Value. AutoGraph refuses; TorchScript and export cannot call
    numpy."""
    return paddle.to_tensor(np.exp(x))


@case(inputs=lambda: (paddle.ones([2]),))
def tensor_in_format(x):
    """A tensor formatted into a string: the static Value prints its name, not a number, so the result differs."""
    label = "{:.1f}".format(float(x.sum()))
    return paddle.to_tensor(len(label))


@case(inputs=lambda: [(paddle.ones([2]),), (-paddle.ones([2]),)])
def defined_in_one_branch(x):
    """A variable assigned in one branch of a tensor if only, then returned: the other branch leaves it undefined.
    AutoGraph refuses it ("must also be initialized in the else branch"); TorchScript too; Dynamo breaks and runs."""
    if x.sum() > 0:
        y = x * 2.0
    return y


@case(inputs=lambda: [(paddle.ones([2]),), (-paddle.ones([2]),)])
def returns_differ_in_count(x):
    """Two returns of a tensor if give a pair and a single tensor: one pd_op.if cannot have both. AutoGraph's tf.cond
    refuses differing structures; TorchScript refuses differing types."""
    if x.sum() > 0:
        return x, x
    return x


@case(inputs=lambda: (paddle.to_tensor(3),))
def loop_var_changes_dtype(n):
    """A tensor while whose loop variable goes from int64 to float32: the while op needs one dtype per carried value.
    AutoGraph refuses a loop variable whose dtype changes; TorchScript refuses the type change."""
    i = paddle.to_tensor(0)
    while i < n:
        i = i + 0.5
    return i



COUNT = 0


@case(inputs=lambda: (paddle.ones([2]),))
def global_in_branch(x):
    """A global assigned inside a tensor if: Paddle moves the branch into a nested function with nonlocal, and Python
    refuses "no binding for nonlocal". AutoGraph handles globals in tf.cond branches; TorchScript refuses global."""
    global COUNT
    if x.sum() > 0:
        COUNT = COUNT + 1
        y = x * 2.0
    else:
        y = x
    return y


@case(inputs=lambda: (paddle.ones([2]),))
def pred_tensor_then_bool(x):
    """A while whose predicate starts a tensor and becomes a Python bool: the while op needs a tensor each time.
    AutoGraph refuses the loop variable's change of type; TorchScript refuses the type change."""
    i = paddle.to_tensor(0)
    while i < 3:
        i = 5
    return x


@case(inputs=lambda: (paddle.ones([2]),))
def closure_in_tensor_loop(x):
    """Lambdas appended to a list inside a tensor while: a loop variable that is a list of functions cannot be
    carried by the while op. AutoGraph refuses it too; TorchScript has no lambdas."""
    made = []
    i = paddle.to_tensor(0)
    while i < 2:
        made.append(lambda: x)
        i = i + 1
    return made[0]()


@case(inputs=[(3,), (9,)])
def two_breaks_in_a_for(n: int):
    """Found by python -m harness fuzz, reduced: two ``if ...: break`` in one for loop over range. to_static
    (full_graph=True) of Paddle 2.6 and 3.3 fails in its BreakContinueTransformer, "parent_node doesn't contain the
    loop_node in ForToWhileTransformer", on plain Python ints; SOT takes it."""
    total = 0
    for i in range(1, n):
        if i > 5:
            break
        if total > 2:
            break
        total += i
    return total
