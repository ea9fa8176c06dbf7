@case(inputs=lambda: (tf.constant(20),))
def break_in_tf_range(n):
    """A break inside a for over tf.range once the sum passes a threshold."""
    total = tf.constant(0)
    for i in tf.range(n):
        if total > 10:
            break
        total += i
    return total
