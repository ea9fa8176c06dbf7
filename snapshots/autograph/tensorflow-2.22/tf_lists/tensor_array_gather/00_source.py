@case(inputs=lambda: (tf.constant(5),))
def tensor_array_gather(n):
    """Fills a TensorArray in a tf.range loop and gathers two of its elements."""
    ta = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, 10 * i)
    return ta.gather([0, 2])
