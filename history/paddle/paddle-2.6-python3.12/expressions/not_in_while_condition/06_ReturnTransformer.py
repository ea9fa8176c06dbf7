def not_in_while_condition(n: int) ->int:
    __return_value_0 = None
    """A while loop whose condition is `not done`."""
    done = False
    steps = 0
    while not done:
        steps += 1
        done = steps * steps > n
    __return_value_0 = steps
    return __return_value_0
