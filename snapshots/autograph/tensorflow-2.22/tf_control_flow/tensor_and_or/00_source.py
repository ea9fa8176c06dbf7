@case(inputs=lambda: (tf.constant(3.0), tf.constant(-1.0)))
def tensor_and_or(x, y):
    """An if on `and`/`or` of tensor comparisons, converted to lazy ag__.and_/or_."""
    if x > 0.0 and y > 0.0 or x > 2.0:
        r = x + y
    else:
        r = x - y
    return r
