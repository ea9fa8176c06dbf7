def for_over_tensor_rows(x):
    """Iterates directly over the rows of a 2-D tensor."""
    with ag__.FunctionScope('for_over_tensor_rows', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.zeros([2], dtype=tf.int32)
        for row in x:
            total += row
        return total
