"""AutoGraph-only cases: loop directives, asserts, break/continue/return and boolean logic on tensors."""

import tensorflow as tf

from harness import case

_CALLS = tf.constant(0)


@case(inputs=lambda: (tf.constant(6),))
def loop_options_parallel_iterations(n):
    """set_loop_options(parallel_iterations=1) inside a for over tf.range."""
    total = tf.constant(0)
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(parallel_iterations=1)
        total += i * 2
    return total


@case(inputs=lambda: (tf.constant(1.0),))
def loop_options_while_maximum_iterations(x):
    """set_loop_options(maximum_iterations=10) inside a while loop on a tensor condition."""
    while x < 100.0:
        tf.autograph.experimental.set_loop_options(maximum_iterations=10)
        x = x * 3.0
    return x


@case(inputs=lambda: (tf.constant(4),))
def loop_options_swap_memory(n):
    """set_loop_options(swap_memory=True) in a tf.range loop that doubles a vector."""
    v = tf.ones([3])
    for _ in tf.range(n):
        tf.autograph.experimental.set_loop_options(swap_memory=True)
        v = v * 2.0
    return v


@case(inputs=lambda: (tf.constant(3),))
def loop_options_nested_loops(n):
    """Different set_loop_options in an outer and an inner tf.range loop."""
    total = tf.constant(0)
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(parallel_iterations=2)
        for j in tf.range(i + 1):
            tf.autograph.experimental.set_loop_options(maximum_iterations=10)
            total += i * j
    return total


@case(inputs=lambda: (tf.constant(4),))
def loop_options_while_shape_invariant(n):
    """A tensor while loop growing a vector, declared via set_loop_options(shape_invariants=...)."""
    v = tf.constant([1])
    i = tf.constant(0)
    while i < n:
        tf.autograph.experimental.set_loop_options(shape_invariants=[(v, tf.TensorShape([None]))])
        v = tf.concat([v, [i]], axis=0)
        i += 1
    return v


@case(inputs=lambda: (tf.constant(2.0),))
def loop_options_in_python_range(x):
    """set_loop_options inside a Python range loop, which is unrolled so the options are dropped."""
    for _ in range(3):
        tf.autograph.experimental.set_loop_options(maximum_iterations=3)
        x = x * x
    return x


@case(inputs=lambda: (tf.constant([1.0, 2.0, 3.0]),))
def assert_on_tensor(x):
    """An assert on a tensor condition: converted only with the asserts feature; plain tf.function rejects it."""
    assert tf.reduce_all(x > 0.0), "x must be positive"
    return tf.math.log(x)


@case(inputs=lambda: (tf.constant([1.0, 2.0, 3.0]),), autograph_features=("ASSERT_STATEMENTS",))
def assert_on_tensor_converted(x):
    """The same assert with the ASSERT_STATEMENTS feature: the asserts pass turns it into ag__.assert_stmt."""
    assert tf.reduce_all(x > 0.0), "x must be positive"
    return tf.math.log(x)


@case(inputs=lambda: (tf.constant(5),), autograph_features=("ASSERT_STATEMENTS",))
def assert_in_tf_range(n):
    """An assert on a static (Python) condition inside a for over tf.range."""
    total = tf.constant(0)
    for i in tf.range(n):
        assert i.dtype == tf.int32, "index must be int32"
        total += i
    return total


@case(inputs=lambda: (tf.constant([4.0, 9.0]),), autograph_features=("ASSERT_STATEMENTS",))
def assert_static_shape(x):
    """Asserts on the static shape of a tensor, which stay Python checks after conversion."""
    assert len(x.shape) == 1, "expects a vector"
    assert x.shape[0] is None or x.shape[0] > 1
    return tf.sqrt(x)


@case(inputs=lambda: (tf.constant(1),))
def while_tensor_break(x):
    """A while loop on a tensor condition left early by break on another tensor condition."""
    steps = tf.constant(0)
    while steps < 100:
        x = x * 3
        steps += 1
        if x > 50:
            break
    return steps


@case(inputs=lambda: (tf.constant(10),))
def while_tensor_continue(n):
    """A while loop on a tensor counter that skips multiples of three with continue."""
    i = tf.constant(0)
    total = tf.constant(0)
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        total += i
    return total


@case(inputs=lambda: (tf.constant(12),))
def tf_range_break_and_continue(n):
    """A for over tf.range with both continue and break on tensor conditions."""
    total = tf.constant(0)
    for i in tf.range(n):
        if i % 2 == 0:
            continue
        if total > 10:
            break
        total += i
    return total


@case(inputs=lambda: (tf.constant([1.0, -2.0]),))
def return_in_both_tensor_branches(x):
    """Returns from both branches of an if on a tensor condition."""
    if tf.reduce_sum(x) > 0.0:
        return x * 2.0
    else:
        return -x


@case(inputs=lambda: (tf.constant(-3.0),))
def early_return_tensor_if(x):
    """A return inside an if on a tensor condition, with code after the if."""
    if x > 0.0:
        return x * 2.0
    x = x - 1.0
    return x * x


@case(inputs=lambda: (tf.constant(3),))
def nested_tf_range_loops(n):
    """Two nested for loops over tf.range accumulating i * j."""
    total = tf.constant(0)
    for i in tf.range(n):
        for j in tf.range(n):
            total += i * j
    return total


@case(inputs=lambda: (tf.constant([[1, 2], [3, 4], [5, 6]]),))
def for_over_tensor_rows(x):
    """Iterates directly over the rows of a 2-D tensor."""
    total = tf.zeros([2], dtype=tf.int32)
    for row in x:
        total += row
    return total


@case(inputs=lambda: (tf.constant(-2.0),))
def tensor_conditional_expression(x):
    """A conditional expression on a scalar tensor condition, converted to tf.cond."""
    y = x * 2.0 if x > 0.0 else -x
    return y + 1.0


@case(inputs=lambda: (tf.constant(6),))
def tensor_conditional_expression_in_loop(n):
    """A conditional expression on the tf.range index inside the loop body."""
    total = tf.constant(0)
    for i in tf.range(n):
        total += i if i % 2 == 0 else -i
    return total


@case(inputs=lambda: (tf.constant(3.0), tf.constant(-1.0)))
def tensor_and_or(x, y):
    """An if on `and`/`or` of tensor comparisons, converted to lazy ag__.and_/or_."""
    if (x > 0.0 and y > 0.0) or x > 2.0:
        r = x + y
    else:
        r = x - y
    return r


@case(inputs=lambda: (tf.constant([1, 7, 3]),))
def tensor_not(x):
    """An if on `not` of a tensor reduction."""
    if not tf.reduce_any(x > 5):
        r = tf.reduce_sum(x)
    else:
        r = tf.reduce_max(x)
    return r


@case(inputs=lambda: (tf.constant(3), tf.constant(3)))
def tensor_equality(a, b):
    """== and != between scalar tensors in an if, converted to ag__.eq / ag__.not_eq."""
    if a == b:
        r = a * 10
    elif a != 0:
        r = a
    else:
        r = b
    return r


@case(inputs=lambda: (tf.constant(10),))
def while_mixed_condition(n):
    """A while loop whose condition ands a tensor compare with another tensor compare."""
    i = tf.constant(0)
    total = tf.constant(0)
    while i < n and total < 12:
        total += i
        i += 1
    return total


@case(inputs=lambda: (tf.constant(4),))
def tf_range_if_elif(n):
    """An if/elif/else chain on the tf.range index inside the loop."""
    a = tf.constant(0)
    b = tf.constant(0)
    for i in tf.range(n):
        if i == 0:
            a += 10
        elif i % 2 == 1:
            b += i
        else:
            a -= 1
    return a + b


def generator_rejected(n):
    """A generator function. Rejected by AutoGraph: generators are not supported."""
    for i in range(3):
        yield n * i


@case(inputs=lambda: (tf.constant(2),))
def global_statement(x):
    """Rebinds a module global via `global`. Not rejected by AutoGraph 2.21: to_code and tracing accept it."""
    global _CALLS
    _CALLS = x * 2
    return _CALLS + 1


@case(factory=True, inputs=lambda: (tf.constant(3),))
def nonlocal_closure_factory():
    """A closure rebinding `nonlocal` state. Not rejected by AutoGraph 2.21: to_code and tracing accept it."""
    calls = 0

    def bump(x):
        nonlocal calls
        calls = 1
        return x + calls

    return bump


@case(inputs=lambda: (tf.constant(4),))
def try_except_in_tf_range(n):
    """try/except around a raise in a tensor if inside tf.range. Accepted by to_code; the raise fires while tracing."""
    total = tf.constant(0)
    for i in tf.range(n):
        try:
            if i > 100:
                raise ValueError("too big")
            total += i
        except ValueError:
            total -= 1
    return total


@case(inputs=lambda: (tf.constant(3),))
def try_return_in_tf_range(n):
    """A return inside try inside tf.range. Rejected by AutoGraph only at trace time: loop return value undefined."""
    for i in tf.range(n):
        try:
            if i > 1:
                return i
        except ValueError:
            pass
    return tf.constant(-1)


@case(inputs=lambda: (tf.constant(3),))
def break_on_tensor_in_python_range(x):
    """A break on a tensor condition inside a Python range loop. Rejected by AutoGraph only at trace time."""
    total = tf.constant(0)
    for i in range(5):
        if x > i:
            break
        total += i
    return total
