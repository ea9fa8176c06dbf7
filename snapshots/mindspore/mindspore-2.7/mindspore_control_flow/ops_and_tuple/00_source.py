def ops_and_tuple(x):
    """mindspore.ops functions and a tuple result: the graph returns a MakeTuple."""
    y = ops.relu(x - 2)
    return ops.sum(y), ops.transpose(y, (1, 0))
