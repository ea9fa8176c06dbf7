def python_list_append_stack(x):
    """Appends tensors to an empty list in a Python range loop, then tf.stack. With LISTS, [] becomes a TensorList of no element type."""
    with ag__.FunctionScope('python_list_append_stack', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        items = []
        for i in range(3):
            items.append(x * float(i))
        return tf.stack(items)
