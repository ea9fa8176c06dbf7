@case(inputs=lambda: (tf.constant(10),))
def while_mixed_condition(n):
    """A while loop whose condition ands a tensor compare with another tensor compare."""
    i = tf.constant(0)
    total = tf.constant(0)
    while i < n and total < 12:
        total += i
        i += 1
    return total
