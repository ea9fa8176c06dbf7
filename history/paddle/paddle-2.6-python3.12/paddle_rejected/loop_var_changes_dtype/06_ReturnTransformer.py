def loop_var_changes_dtype(n):
    __return_value_0 = None
    """A tensor while whose loop variable goes from int64 to float32: the while op needs one dtype per carried value.
    AutoGraph refuses a loop variable whose dtype changes; TorchScript refuses the type change."""
    i = paddle.to_tensor(0)
    while i < n:
        i = i + 0.5
    __return_value_0 = i
    return __return_value_0
