def tensor_index_in_tf_range(x):
    """Reads x[i] with the tf.range index inside the loop."""
    with ag__.FunctionScope('tensor_index_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in tf.range(tf.shape(x)[0]):
            total += x[i]
        return total
