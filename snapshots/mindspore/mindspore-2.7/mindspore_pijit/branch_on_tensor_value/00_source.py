def branch_on_tensor_value(x):
    """A Python if on a tensor's value: PIJit breaks the graph at the jump, one graph before it, one per branch."""
    y = x * 2
    if y.sum() > 0:
        return y + 1
    return y - 1
