@case(inputs=lambda: (tf.constant([1.0, -2.0]),))
def return_in_both_tensor_branches(x):
    """Returns from both branches of an if on a tensor condition."""
    if tf.reduce_sum(x) > 0.0:
        return x * 2.0
    else:
        return -x
