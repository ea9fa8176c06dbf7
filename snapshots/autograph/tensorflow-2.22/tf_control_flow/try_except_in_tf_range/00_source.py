@case(inputs=lambda: (tf.constant(4),))
def try_except_in_tf_range(n):
    """try/except around a raise in a tensor if inside tf.range. Accepted by to_code; the raise fires while tracing."""
    total = tf.constant(0)
    for i in tf.range(n):
        try:
            if i > 100:
                raise ValueError('too big')
            total += i
        except ValueError:
            total -= 1
    return total
