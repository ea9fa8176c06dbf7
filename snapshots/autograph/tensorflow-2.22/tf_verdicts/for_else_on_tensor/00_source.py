@case(inputs=lambda: (tf.constant(6),))
def for_else_on_tensor(n):
    """A for/else, which AutoGraph cannot convert: tf.function runs it as plain Python, where the tensor cannot be a bool."""
    found = -1
    for i in range(2, 5):
        if n % i == 0:
            found = i
            break
    else:
        found = 0
    return found
