def python_loop_on_value(x):
    __return_value_0 = None
    """A Python while whose condition reads a tensor value each time: SOT breaks at every jump; AutoGraph makes a
    while_loop; Dynamo breaks too."""
    while x.sum() < 20:
        x = x * 2.0
    __return_value_0 = x
    return __return_value_0
