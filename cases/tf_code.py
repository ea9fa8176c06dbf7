"""AutoGraph-only cases: TensorFlow loops and conditionals on tensors."""

import tensorflow as tf

from harness import case


@case(inputs=lambda: (tf.constant(5),))
def tf_range_accumulate(n):
    """A for loop over tf.range adding each index into a tensor accumulator."""
    total = tf.constant(0)
    for i in tf.range(n):
        total += i * i
    return total


@case(inputs=lambda: (tf.constant(4),))
def tensor_array_stack(n):
    """Writes one value per tf.range step into a tf.TensorArray and stacks it."""
    ta = tf.TensorArray(tf.float32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, tf.cast(i, tf.float32) * 0.5)
    return ta.stack()


@case(inputs=lambda: (tf.constant(100.0),))
def while_tensor_condition(x):
    """A while loop whose condition compares a tensor, halving until small."""
    steps = tf.constant(0)
    while x > 1.0:
        x = x / 2.0
        steps += 1
    return steps


@case(inputs=lambda: (tf.constant([1.0, -2.0, 3.0]),))
def if_tensor_condition(x):
    """An if whose condition is a reduced tensor, both branches assign y."""
    if tf.reduce_sum(x) > 0:
        y = x * 2.0
    else:
        y = -x
    return y


@case(inputs=lambda: (tf.constant(20),))
def break_in_tf_range(n):
    """A break inside a for over tf.range once the sum passes a threshold."""
    total = tf.constant(0)
    for i in tf.range(n):
        if total > 10:
            break
        total += i
    return total


@case(inputs=lambda: (tf.constant(5),))
def set_loop_options_shape(n):
    """Grows a vector in a tf.range loop, declared via set_loop_options shape_invariants."""
    v = tf.zeros([0])
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(
            shape_invariants=[(v, tf.TensorShape([None]))], maximum_iterations=10
        )
        v = tf.concat([v, [tf.cast(i, tf.float32)]], axis=0)
    return v


@case(inputs=lambda: (tf.ones([2, 3]),))
def dense_matmul(x):
    """A hand-written dense layer: matmul, bias add and relu, no tf.keras."""
    w = tf.reshape(tf.range(12, dtype=tf.float32), [3, 4]) / 10.0
    b = tf.constant([0.1, -0.2, 0.3, -0.4])
    return tf.nn.relu(tf.matmul(x, w) + b)


@case(inputs=lambda: (tf.constant(6),))
def continue_in_tf_range(n):
    """A continue inside a for over tf.range skipping odd indices."""
    total = tf.constant(0)
    for i in tf.range(n):
        if i % 2 == 1:
            continue
        total += i
    return total


@case(inputs=lambda: (tf.constant(3),))
def python_loop_over_tensor_if(n):
    """A Python range loop (unrolled) containing an if on a tensor condition."""
    x = tf.constant(0)
    for _ in range(3):
        if n > 2:
            x += n
        else:
            x -= 1
    return x
