def python_loop_over_tensor_if(n):
    """A Python range loop (unrolled) containing an if on a tensor condition."""
    with ag__.FunctionScope('python_loop_over_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        x = tf.constant(0)
        for _ in range(3):
            if n > 2:
                x += n
            else:
                x -= 1
        return x
