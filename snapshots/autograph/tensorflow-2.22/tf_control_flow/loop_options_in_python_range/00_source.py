@case(inputs=lambda: (tf.constant(2.0),))
def loop_options_in_python_range(x):
    """set_loop_options inside a Python range loop, which is unrolled so the options are dropped."""
    for _ in range(3):
        tf.autograph.experimental.set_loop_options(maximum_iterations=3)
        x = x * x
    return x
