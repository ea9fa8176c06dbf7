def while_mixed_condition(n):
    """A while loop whose condition ands a tensor compare with another tensor compare."""
    with ag__.FunctionScope('while_mixed_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        i = tf.constant(0)
        total = tf.constant(0)
        while i < n and total < 12:
            total += i
            i += 1
        return total
