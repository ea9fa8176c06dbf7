@case(inputs=lambda: (tf.constant([2, 4, 6]),), autograph_features=('LISTS',))
def tensor_index_in_tf_range(x):
    """Reads x[i] with the tf.range index inside the loop."""
    total = tf.constant(0)
    for i in tf.range(tf.shape(x)[0]):
        total += x[i]
    return total
