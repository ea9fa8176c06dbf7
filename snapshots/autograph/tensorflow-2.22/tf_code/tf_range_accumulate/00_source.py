@case(inputs=lambda: (tf.constant(5),))
def tf_range_accumulate(n):
    """A for loop over tf.range adding each index into a tensor accumulator."""
    total = tf.constant(0)
    for i in tf.range(n):
        total += i * i
    return total
