@case(inputs=lambda: (tf.constant(4),))
def tf_range_if_elif(n):
    """An if/elif/else chain on the tf.range index inside the loop."""
    a = tf.constant(0)
    b = tf.constant(0)
    for i in tf.range(n):
        if i == 0:
            a += 10
        elif i % 2 == 1:
            b += i
        else:
            a -= 1
    return a + b
