def while_collatz(n):
    """A while loop whose trip count depends on the value: the steps of the Collatz sequence."""
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps
