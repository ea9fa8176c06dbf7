@case(inputs=lambda: (tf.constant([[3, 5, 0, 0], [7, 0, 0, 0]]),))
def cumsum_where_masking(ids):
    """Builds a padding mask, positions via tf.math.cumsum and masks values with tf.where."""
    mask = tf.not_equal(ids, 0)
    positions = tf.math.cumsum(tf.cast(mask, tf.int32), axis=1) - 1
    positions = tf.where(mask, positions, tf.zeros_like(positions))
    lengths = tf.reduce_sum(tf.cast(mask, tf.int32), axis=1)
    return (positions, lengths)
