@case(inputs=lambda: (tf.constant(-3.0),))
def early_return_tensor_if(x):
    """A return inside an if on a tensor condition, with code after the if."""
    if x > 0.0:
        return x * 2.0
    x = x - 1.0
    return x * x
