@case(inputs=lambda: (tf.constant(10),))
def while_tensor_continue(n):
    """A while loop on a tensor counter that skips multiples of three with continue."""
    i = tf.constant(0)
    total = tf.constant(0)
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        total += i
    return total
