def closure_reads_outer(n: int) -> int:
    """A closure reading an outer variable. Rejected by TorchScript: no nested defs."""
    offset = n * 10

    def add_offset(v: int) -> int:
        return v + offset

    return add_offset(1) + add_offset(2)
