@case(inputs=lambda: (tf.constant(3),))
def nested_tf_range_loops(n):
    """Two nested for loops over tf.range accumulating i * j."""
    total = tf.constant(0)
    for i in tf.range(n):
        for j in tf.range(n):
            total += i * j
    return total
