def loop_options_while_shape_invariant(n):
    """A tensor while loop growing a vector, declared via set_loop_options(shape_invariants=...)."""
    with ag__.FunctionScope('loop_options_while_shape_invariant', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        v = tf.constant([1])
        i = tf.constant(0)
        while i < n:
            v = tf.concat([v, [i]], axis=0)
            i += 1
        return v
