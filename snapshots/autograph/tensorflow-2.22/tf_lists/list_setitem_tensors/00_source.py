@case(inputs=lambda: (tf.constant(3),), autograph_features=('LISTS',))
def list_setitem_tensors(x):
    """Replaces one item of a list of tensors by index (l[i] = v), then stacks."""
    items = [x, x, x]
    items[1] = x * 10
    return tf.stack(items)
