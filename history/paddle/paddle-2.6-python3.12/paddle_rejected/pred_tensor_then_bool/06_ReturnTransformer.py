def pred_tensor_then_bool(x):
    __return_value_0 = None
    """A while whose predicate starts a tensor and becomes a Python bool: the while op needs a tensor each time.
    AutoGraph refuses the loop variable's change of type; TorchScript refuses the type change."""
    i = paddle.to_tensor(0)
    while i < 3:
        i = 5
    __return_value_0 = x
    return __return_value_0
