@case(inputs=lambda: (tf.constant(4),))
def loop_options_swap_memory(n):
    """set_loop_options(swap_memory=True) in a tf.range loop that doubles a vector."""
    v = tf.ones([3])
    for _ in tf.range(n):
        tf.autograph.experimental.set_loop_options(swap_memory=True)
        v = v * 2.0
    return v
