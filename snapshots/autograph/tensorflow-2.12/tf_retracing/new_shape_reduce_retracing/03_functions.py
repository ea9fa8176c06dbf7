def new_shape_reduce_retracing(x):
    """With reduce_retracing, the second shape is traced relaxed, shape (None,): the third reuses that trace."""
    with ag__.FunctionScope('new_shape_reduce_retracing', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return tf.reduce_sum(x * 2.0)
