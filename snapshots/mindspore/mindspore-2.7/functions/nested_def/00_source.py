def nested_def(n: int) -> int:
    """Defines and calls a nested function. Rejected by TorchScript: no nested defs."""

    def square(v: int) -> int:
        return v * v

    return square(n) + 1
