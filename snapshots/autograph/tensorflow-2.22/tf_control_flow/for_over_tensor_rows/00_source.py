@case(inputs=lambda: (tf.constant([[1, 2], [3, 4], [5, 6]]),))
def for_over_tensor_rows(x):
    """Iterates directly over the rows of a 2-D tensor."""
    total = tf.zeros([2], dtype=tf.int32)
    for row in x:
        total += row
    return total
