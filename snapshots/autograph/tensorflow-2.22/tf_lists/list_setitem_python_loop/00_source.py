@case(inputs=lambda: (tf.constant(2),), autograph_features=('LISTS',))
def list_setitem_python_loop(x):
    """Doubles each item of a list of tensors in place by index in a Python loop."""
    items = [x, x + 1, x + 2]
    for i in range(len(items)):
        items[i] = items[i] * 2
    return tf.stack(items)
