@case(inputs=lambda: (tf.constant(2.0),), autograph_features=('LISTS',))
def python_list_append_stack(x):
    """Appends tensors to an empty list in a Python range loop, then tf.stack. With LISTS, [] becomes a TensorList of no element type."""
    items = []
    for i in range(3):
        items.append(x * float(i))
    return tf.stack(items)
