@case(inputs=lambda: (tf.constant(4),))
def tensor_array_stack(n):
    """Writes one value per tf.range step into a tf.TensorArray and stacks it."""
    ta = tf.TensorArray(tf.float32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, tf.cast(i, tf.float32) * 0.5)
    return ta.stack()
