def generator_rejected(n):
    """A generator function. Rejected by AutoGraph: generators are not supported."""
    for i in range(3):
        yield (n * i)
