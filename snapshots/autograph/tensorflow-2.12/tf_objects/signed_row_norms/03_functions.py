def signed_row_norms(x):
    """Decorated with an input signature, as TensorFlow code writes it: traced with it, its batch unknown."""
    with ag__.FunctionScope('signed_row_norms', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        norms = tf.sqrt(tf.reduce_sum(x * x, axis=1))
        if tf.reduce_max(norms) > 4.0:
            norms = norms / tf.reduce_max(norms)
        return norms
