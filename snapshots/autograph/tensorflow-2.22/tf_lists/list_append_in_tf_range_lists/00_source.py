@case(inputs=lambda: (tf.constant(3),), autograph_features=('LISTS',))
def list_append_in_tf_range_lists(n):
    """The same loop with the LISTS feature: [] becomes a TensorList the loop carries, with no element type to push."""
    items = []
    for i in tf.range(n):
        items.append(i)
    return tf.stack(items)
