@case(inputs=lambda: (tf.reshape(tf.range(12, dtype=tf.float32), [1, 3, 4]) / 10.0, tf.constant([[1, 1, 0]])))
def masked_attention_scores(x, mask):
    """Scaled dot-product self-attention with a key padding mask added before softmax."""
    scores = tf.matmul(x, x, transpose_b=True) / tf.sqrt(tf.cast(tf.shape(x)[-1], tf.float32))
    bias = (1.0 - tf.cast(mask[:, tf.newaxis, :], tf.float32)) * -1000000000.0
    weights = tf.nn.softmax(scores + bias, axis=-1)
    return tf.matmul(weights, x)
