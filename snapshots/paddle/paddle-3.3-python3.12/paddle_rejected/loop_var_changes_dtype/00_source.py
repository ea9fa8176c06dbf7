def loop_var_changes_dtype(n):
    """A tensor while whose loop variable goes from int64 to float32: the while op needs one dtype per carried value.
    AutoGraph refuses a loop variable whose dtype changes; TorchScript refuses the type change."""
    i = paddle.to_tensor(0)
    while i < n:
        i = i + 0.5
    return i
