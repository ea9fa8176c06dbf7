def for_range_tensor(x, n):
    __return_value_0 = None
    """A for over range(tensor): a loop whose trip count is data. AutoGraph makes a tf.while_loop; TorchScript needs an
    int; export and fx cannot take range of a tensor."""
    for _ in range(n):
        x = x * 2.0
    __return_value_0 = x
    return __return_value_0
