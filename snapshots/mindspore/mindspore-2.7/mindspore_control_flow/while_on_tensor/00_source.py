def while_on_tensor(n):
    """A while whose condition is a tensor: a loop graph that calls itself (AutoGraph's tf.while_loop). MindSpore 2.10
    returns the loop's counter ``i`` (int32, 3), not ``total`` (float32[1]): behaviour.txt differs from Python."""
    total = Tensor(np.zeros(1, np.float32))
    i = Tensor(np.array(0, np.int32))
    while i < n:
        total = total + 1
        i = i + 1
    return total
