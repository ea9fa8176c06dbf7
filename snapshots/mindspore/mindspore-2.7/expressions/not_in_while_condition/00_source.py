def not_in_while_condition(n: int) -> int:
    """A while loop whose condition is `not done`."""
    done = False
    steps = 0
    while not done:
        steps += 1
        done = steps * steps > n
    return steps
