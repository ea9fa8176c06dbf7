def tf_range_break_and_continue(n):
    """A for over tf.range with both continue and break on tensor conditions."""
    with ag__.FunctionScope('tf_range_break_and_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        break_ = False
        for i in tf.range(n):
            (break_,)
            if i % 2 == 0:
                continue
            if total > 10:
                break_ = True
                continue
            total += i
        return total
