def for_else(n: int) -> int:
    """A for loop with an else clause. Rejected by AutoGraph and TorchScript: no for/else."""
    found = -1
    for i in range(2, n):
        if n % i == 0:
            found = i
            break
    else:
        found = n
    return found
