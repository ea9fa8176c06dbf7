@case(inputs=lambda: (tf.constant(4),))
def tensor_array_in_tensor_if(n):
    """Writes to a TensorArray in both branches of an if on the tf.range index."""
    ta = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        if i % 2 == 0:
            ta = ta.write(i, i)
        else:
            ta = ta.write(i, -i)
    return ta.stack()
