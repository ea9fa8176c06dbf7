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
