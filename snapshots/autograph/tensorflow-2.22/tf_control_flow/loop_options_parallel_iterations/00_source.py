@case(inputs=lambda: (tf.constant(6),))
def loop_options_parallel_iterations(n):
    """set_loop_options(parallel_iterations=1) inside a for over tf.range."""
    total = tf.constant(0)
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(parallel_iterations=1)
        total += i * 2
    return total
