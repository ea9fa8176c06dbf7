@case(inputs=lambda: (tf.constant([0.1, 0.2, 0.7]),))
def assert_on_softmax(x):
    """tf.debugging.assert_less on a softmax: the failed assertion prints the kernel's floats."""
    y = tf.nn.softmax(x * 3.0)
    tf.debugging.assert_less(y, 0.3, message='probabilities')
    return y
