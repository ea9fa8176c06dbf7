def tf_range_if_elif(n):
    """An if/elif/else chain on the tf.range index inside the loop."""
    with ag__.FunctionScope('tf_range_if_elif', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        a = tf.constant(0)
        b = tf.constant(0)
        for i in tf.range(n):
            if i == 0:
                a += 10
            elif i % 2 == 1:
                b += i
            else:
                a -= 1
        return a + b
