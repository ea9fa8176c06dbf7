@case(inputs=lambda: (tf.constant([0.1, 0.7, 0.2]), tf.constant(2)))
def top_k_beam_step(log_probs, beam):
    """One beam-search expansion step: tf.math.top_k over candidate scores, kept in a tf.range loop."""
    scores = tf.math.log(log_probs)
    values, indices = tf.math.top_k(scores, k=beam)
    best = tf.constant(0.0)
    for i in tf.range(beam):
        if values[i] > best or i == 0:
            best = values[i]
    return (best, indices)
