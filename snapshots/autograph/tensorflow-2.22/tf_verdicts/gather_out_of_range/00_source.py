@case(inputs=lambda: (tf.constant([1, 2]),))
def gather_out_of_range(x):
    """tf.gather past the end: the graph's InvalidArgumentError opens with "Graph execution error:", the reason below it."""
    return tf.gather(x, 5)
