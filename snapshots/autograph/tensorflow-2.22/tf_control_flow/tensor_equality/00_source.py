@case(inputs=lambda: (tf.constant(3), tf.constant(3)))
def tensor_equality(a, b):
    """== and != between scalar tensors in an if, converted to ag__.eq / ag__.not_eq."""
    if a == b:
        r = a * 10
    elif a != 0:
        r = a
    else:
        r = b
    return r
