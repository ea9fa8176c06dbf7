@case(inputs=lambda: (tf.constant(1.0),))
def loop_options_while_maximum_iterations(x):
    """set_loop_options(maximum_iterations=10) inside a while loop on a tensor condition."""
    while x < 100.0:
        tf.autograph.experimental.set_loop_options(maximum_iterations=10)
        x = x * 3.0
    return x
