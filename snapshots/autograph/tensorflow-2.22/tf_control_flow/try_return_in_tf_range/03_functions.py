def try_return_in_tf_range(n):
    """A return inside try inside tf.range. Rejected by AutoGraph only at trace time: loop return value undefined."""
    with ag__.FunctionScope('try_return_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        for i in tf.range(n):
            try:
                if i > 1:
                    return i
            except ValueError:
                pass
        return tf.constant(-1)
