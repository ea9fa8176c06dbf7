def pred_changes_type(x):
    __return_value_0 = None
    """A while whose predicate starts a Python bool and becomes a tensor: Dygraph2StaticException "python while pred
    change from bool to variable". AutoGraph has the same rule (a loop variable may not change type); TorchScript
    refuses a variable whose type changes."""
    flag = True
    i = 0
    while flag:
        flag = x.sum() > i
        i += 1
    __return_value_0 = x
    return __return_value_0
