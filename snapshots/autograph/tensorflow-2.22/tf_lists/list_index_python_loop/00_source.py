@case(inputs=lambda: (tf.constant(1.5),), autograph_features=('LISTS',))
def list_index_python_loop(x):
    """Reads items of a list display by Python index in a Python range loop."""
    items = [x, x + 1.0, x + 2.0]
    total = tf.constant(0.0)
    for i in range(3):
        total += items[i]
    return total
