@case(inputs=lambda: (tf.constant(4),))
def tensor_array_write_read(n):
    """Writes into a tf.TensorArray in a tf.range loop and reads one element back."""
    ta = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, i * i)
    return ta.read(n - 1)
