def defined_only_in_loop(n):
    """'s' is set only inside a tf.range loop: tracing fails with a ValueError, and a Note follows its message."""
    with ag__.FunctionScope('defined_only_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        for i in tf.range(n):
            if i > 0:
                s = i
        return s
