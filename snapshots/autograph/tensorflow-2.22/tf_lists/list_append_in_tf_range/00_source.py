@case(inputs=lambda: (tf.constant(3),))
def list_append_in_tf_range(n):
    """Appends to a Python list inside a tf.range loop. Without the LISTS feature (tf.function's default) the list stays a Python list: rejected only at trace time."""
    items = []
    for i in tf.range(n):
        items.append(i)
    return tf.stack(items)
