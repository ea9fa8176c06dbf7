@case(inputs=lambda: (tf.constant([1.0, 2.0, 3.0]),))
def tensor_array_unstack_map(x):
    """Unstacks a vector into one TensorArray and maps it into another with a tf.range loop."""
    source = tf.TensorArray(tf.float32, size=3).unstack(x)
    out = tf.TensorArray(tf.float32, size=3)
    for i in tf.range(3):
        out = out.write(i, source.read(i) ** 2.0)
    return out.stack()
