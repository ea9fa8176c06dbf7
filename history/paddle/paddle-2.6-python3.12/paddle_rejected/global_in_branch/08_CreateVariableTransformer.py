def global_in_branch(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A global assigned inside a tensor if: Paddle moves the branch into a nested function with nonlocal, and Python
    refuses "no binding for nonlocal". AutoGraph handles globals in tf.cond branches; TorchScript refuses global."""
    global COUNT
    if x.sum() > 0:
        COUNT = COUNT + 1
        y = x * 2.0
    else:
        y = x
    __return_value_0 = y
    return __return_value_0
