def cumsum_where_masking(ids):
    """Builds a padding mask, positions via tf.math.cumsum and masks values with tf.where."""
    with ag__.FunctionScope('cumsum_where_masking', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        mask = tf.not_equal(ids, 0)
        positions = tf.math.cumsum(tf.cast(mask, tf.int32), axis=1) - 1
        positions = tf.where(mask, positions, tf.zeros_like(positions))
        lengths = tf.reduce_sum(tf.cast(mask, tf.int32), axis=1)
        return (positions, lengths)
