def defined_in_one_branch(x):
    __return_value_0 = None
    """A variable assigned in one branch of a tensor if only, then returned: the other branch leaves it undefined.
    AutoGraph refuses it ("must also be initialized in the else branch"); TorchScript too; Dynamo breaks and runs."""
    if x.sum() > 0:
        y = x * 2.0
    __return_value_0 = y
    return __return_value_0
