def nested_def(n):
    """Defines and calls a nested function. Rejected by TorchScript: no nested defs."""

    def square(v):
        return v * v
    return square(n) + 1
