def print_between_ops(x):
    """A print between two operations: PIJit 2.10 captures it into the graph, which stays one."""
    y = x + 1
    print("between")
    return y * 3
