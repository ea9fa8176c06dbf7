@case(inputs=lambda: (tf.constant([[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]]), tf.constant([2, 0])))
def softmax_cross_entropy_mean(logits, labels):
    """softmax, log-likelihood of the labels via tf.gather and reduce_mean: a classification loss."""
    probs = tf.nn.softmax(logits, axis=-1)
    picked = tf.gather(probs, labels, batch_dims=1)
    loss = -tf.reduce_mean(tf.math.log(picked))
    accuracy = tf.reduce_mean(tf.cast(tf.argmax(logits, axis=-1, output_type=tf.int32) == labels, tf.float32))
    return (loss, accuracy)
