@case(inputs=lambda: (tf.constant(3),))
def defined_only_in_loop(n):
    """'s' is set only inside a tf.range loop: tracing fails with a ValueError, and a Note follows its message."""
    for i in tf.range(n):
        if i > 0:
            s = i
    return s
