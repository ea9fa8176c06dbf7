def list_append_in_tf_range(n):
    """Appends to a Python list inside a tf.range loop. Without the LISTS feature (tf.function's default) the list stays a Python list: rejected only at trace time."""
    with ag__.FunctionScope('list_append_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        items = []
        for i in tf.range(n):
            items.append(i)
        return tf.stack(items)
