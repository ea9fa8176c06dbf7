@case(inputs=lambda: (tf.constant(5),), autograph_features=('LISTS',))
def list_pop_tensors(x):
    """Pops tensors from the end and the front of a list display."""
    items = [x, x * 2, x * 3]
    last = items.pop()
    first = items.pop(0)
    return last - first + items[0]
