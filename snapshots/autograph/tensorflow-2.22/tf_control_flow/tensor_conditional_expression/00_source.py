@case(inputs=lambda: (tf.constant(-2.0),))
def tensor_conditional_expression(x):
    """A conditional expression on a scalar tensor condition, converted to tf.cond."""
    y = x * 2.0 if x > 0.0 else -x
    return y + 1.0
