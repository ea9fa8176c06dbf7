def while_true_return(n: int) -> int:
    """A while True loop left only through return. Rejected by TorchScript: not every path returns."""
    i = 1
    while True:
        if i * i >= n:
            return i
        i += 1
