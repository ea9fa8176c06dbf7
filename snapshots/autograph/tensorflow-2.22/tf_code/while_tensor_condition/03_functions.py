def while_tensor_condition(x):
    """A while loop whose condition compares a tensor, halving until small."""
    with ag__.FunctionScope('while_tensor_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        steps = tf.constant(0)
        while x > 1.0:
            x = x / 2.0
            steps += 1
        return steps
