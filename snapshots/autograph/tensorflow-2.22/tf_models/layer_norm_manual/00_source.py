@case(inputs=lambda: (tf.constant([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]]),))
def layer_norm_manual(x):
    """Layer normalization by hand: tf.nn.moments, rsqrt and a constant gain/bias."""
    mean, variance = tf.nn.moments(x, axes=[-1], keepdims=True)
    normed = (x - mean) * tf.math.rsqrt(variance + 1e-05)
    gain = tf.constant([1.0, 0.5, 0.5, 1.0])
    return normed * gain + 0.1
