@case(inputs=lambda: (tf.constant(3),))
def break_on_tensor_in_python_range(x):
    """A break on a tensor condition inside a Python range loop. Rejected by AutoGraph only at trace time."""
    total = tf.constant(0)
    for i in range(5):
        if x > i:
            break
        total += i
    return total
