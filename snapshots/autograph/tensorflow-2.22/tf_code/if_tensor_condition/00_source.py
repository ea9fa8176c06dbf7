@case(inputs=lambda: (tf.constant([1.0, -2.0, 3.0]),))
def if_tensor_condition(x):
    """An if whose condition is a reduced tensor, both branches assign y."""
    if tf.reduce_sum(x) > 0:
        y = x * 2.0
    else:
        y = -x
    return y
