@case(inputs=lambda: (tf.constant(3),))
def python_loop_over_tensor_if(n):
    """A Python range loop (unrolled) containing an if on a tensor condition."""
    x = tf.constant(0)
    for _ in range(3):
        if n > 2:
            x += n
        else:
            x -= 1
    return x
