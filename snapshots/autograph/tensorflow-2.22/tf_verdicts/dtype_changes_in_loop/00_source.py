@case(inputs=lambda: (tf.constant(3),))
def dtype_changes_in_loop(n):
    """'i' is a string before a tf.range loop and an int32 after it: a TypeError whose message repeats 'TypeError:'."""
    i = 's'
    for j in tf.range(n):
        i = j
    return i
