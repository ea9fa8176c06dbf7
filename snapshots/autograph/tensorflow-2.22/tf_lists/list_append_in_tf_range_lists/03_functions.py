def list_append_in_tf_range_lists(n):
    """The same loop with the LISTS feature: [] becomes a TensorList the loop carries, with no element type to push."""
    with ag__.FunctionScope('list_append_in_tf_range_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        items = []
        for i in tf.range(n):
            items.append(i)
        return tf.stack(items)
