def break_on_tensor_in_python_range(x):
    """A break on a tensor condition inside a Python range loop. Rejected by AutoGraph only at trace time."""
    with ag__.FunctionScope('break_on_tensor_in_python_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in range(5):
            if x > i:
                break
            total += i
        return total
