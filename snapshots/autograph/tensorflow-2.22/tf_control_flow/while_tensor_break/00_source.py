@case(inputs=lambda: (tf.constant(1),))
def while_tensor_break(x):
    """A while loop on a tensor condition left early by break on another tensor condition."""
    steps = tf.constant(0)
    while steps < 100:
        x = x * 3
        steps += 1
        if x > 50:
            break
    return steps
