def python_loop_on_value(x):
    """A Python while whose condition reads a tensor value each time: SOT breaks at every jump; AutoGraph makes a
    while_loop; Dynamo breaks too."""
    while x.sum() < 20:
        x = x * 2.0
    return x
