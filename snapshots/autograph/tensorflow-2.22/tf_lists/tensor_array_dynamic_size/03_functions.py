def tensor_array_dynamic_size(x):
    """A dynamically sized TensorArray written by a while loop on a tensor condition."""
    with ag__.FunctionScope('tensor_array_dynamic_size', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
        i = tf.constant(0)
        while x > 1.0:
            x = x / 2.0
            ta = ta.write(i, x)
            i += 1
        return ta.stack()
