@case(inputs=lambda: (tf.constant(40.0),))
def tensor_array_dynamic_size(x):
    """A dynamically sized TensorArray written by a while loop on a tensor condition."""
    ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
    i = tf.constant(0)
    while x > 1.0:
        x = x / 2.0
        ta = ta.write(i, x)
        i += 1
    return ta.stack()
