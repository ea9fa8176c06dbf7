@case(inputs=lambda: (tf.constant([[3.0, 4.0, 0.0, 0.0], [1.0, 1.0, 1.0, 1.0]]),))
@tf.function(input_signature=[tf.TensorSpec([None, 4], tf.float32)])
def signed_row_norms(x):
    """Decorated with an input signature, as TensorFlow code writes it: traced with it, its batch unknown."""
    norms = tf.sqrt(tf.reduce_sum(x * x, axis=1))
    if tf.reduce_max(norms) > 4.0:
        norms = norms / tf.reduce_max(norms)
    return norms
