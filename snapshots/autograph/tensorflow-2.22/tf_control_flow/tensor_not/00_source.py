@case(inputs=lambda: (tf.constant([1, 7, 3]),))
def tensor_not(x):
    """An if on `not` of a tensor reduction."""
    if not tf.reduce_any(x > 5):
        r = tf.reduce_sum(x)
    else:
        r = tf.reduce_max(x)
    return r
