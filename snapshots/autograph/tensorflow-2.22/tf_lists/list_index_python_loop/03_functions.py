def list_index_python_loop(x):
    """Reads items of a list display by Python index in a Python range loop."""
    with ag__.FunctionScope('list_index_python_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        items = [x, x + 1.0, x + 2.0]
        total = tf.constant(0.0)
        for i in range(3):
            total += items[i]
        return total
