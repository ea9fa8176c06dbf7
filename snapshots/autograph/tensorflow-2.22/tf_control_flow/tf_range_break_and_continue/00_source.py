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
