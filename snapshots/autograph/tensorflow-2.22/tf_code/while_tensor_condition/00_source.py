@case(inputs=lambda: (tf.constant(100.0),))
def while_tensor_condition(x):
    """A while loop whose condition compares a tensor, halving until small."""
    steps = tf.constant(0)
    while x > 1.0:
        x = x / 2.0
        steps += 1
    return steps
