@case(inputs=lambda: (tf.constant(6),))
def tensor_conditional_expression_in_loop(n):
    """A conditional expression on the tf.range index inside the loop body."""
    total = tf.constant(0)
    for i in tf.range(n):
        total += i if i % 2 == 0 else -i
    return total
