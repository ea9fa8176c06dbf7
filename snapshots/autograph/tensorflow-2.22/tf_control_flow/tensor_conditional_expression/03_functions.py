def tensor_conditional_expression(x):
    """A conditional expression on a scalar tensor condition, converted to tf.cond."""
    with ag__.FunctionScope('tensor_conditional_expression', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        y = x * 2.0 if x > 0.0 else -x
        return y + 1.0
