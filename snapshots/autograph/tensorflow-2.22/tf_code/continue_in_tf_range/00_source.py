@case(inputs=lambda: (tf.constant(6),))
def continue_in_tf_range(n):
    """A continue inside a for over tf.range skipping odd indices."""
    total = tf.constant(0)
    for i in tf.range(n):
        if i % 2 == 1:
            continue
        total += i
    return total
