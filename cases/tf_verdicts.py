"""AutoGraph cases whose behaviour.txt must say what happened: a fresh Python call, the error's own reason, a fallback."""

import tensorflow as tf

from harness import case

_CALLS = [0]


@case(inputs=lambda: (tf.constant(1),))
def counts_its_calls(x):
    """Adds one to a module-level counter on each call: a fresh call returns 2, and each trace runs the body once."""
    _CALLS[0] += 1
    return x + _CALLS[0]


@case(inputs=lambda: (tf.constant(3),))
def defined_only_in_loop(n):
    """'s' is set only inside a tf.range loop: tracing fails with a ValueError, and a Note follows its message."""
    for i in tf.range(n):
        if i > 0:
            s = i
    return s


@case(inputs=lambda: (tf.constant(3),))
def dtype_changes_in_loop(n):
    """'i' is a string before a tf.range loop and an int32 after it: a TypeError whose message repeats 'TypeError:'."""
    i = "s"
    for j in tf.range(n):
        i = j
    return i


@case(inputs=lambda: (tf.constant([1, 2]),))
def gather_out_of_range(x):
    """tf.gather past the end: the graph's InvalidArgumentError opens with "Graph execution error:", the reason below it."""
    return tf.gather(x, 5)


@case(inputs=lambda: (tf.constant(6),))
def for_else_on_tensor(n):
    """A for/else, which AutoGraph cannot convert: tf.function runs it as plain Python, where the tensor cannot be a bool."""
    found = -1
    for i in range(2, 5):
        if n % i == 0:
            found = i
            break
    else:
        found = 0
    return found
