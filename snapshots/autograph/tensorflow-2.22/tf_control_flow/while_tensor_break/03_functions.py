def while_tensor_break(x):
    """A while loop on a tensor condition left early by break on another tensor condition."""
    with ag__.FunctionScope('while_tensor_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        steps = tf.constant(0)
        while steps < 100:
            x = x * 3
            steps += 1
            if x > 50:
                break
        return steps
