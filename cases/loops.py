"""Neutral cases: for and while loops with break, continue, else and early returns."""

from harness import case


@case(inputs=(10,))
def for_break(n: int) -> int:
    """A for loop over range that breaks once a running total passes a limit."""
    total = 0
    for i in range(n):
        if total > 10:
            break
        total += i
    return total


@case(inputs=(10,))
def for_continue(n: int) -> int:
    """A for loop over range that skips odd numbers with continue."""
    total = 0
    for i in range(n):
        if i % 2 == 1:
            continue
        total += i
    return total


@case(inputs=(27,))
def while_break(n: int) -> int:
    """A while True loop left through break (Collatz steps)."""
    steps = 0
    while True:
        if n == 1:
            break
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@case(inputs=(100,))
def while_early_return(n: int) -> int:
    """A while loop that returns from inside its body."""
    i = 1
    while i < n:
        if i * i > n:
            return i
        i += 1
    return -1


@case(inputs=(20,))
def for_early_return(n: int) -> int:
    """A for loop that returns the first multiple of 7 it meets."""
    for i in range(1, n):
        if i % 7 == 0:
            return i
    return 0


@case(inputs=(4, 3))
def nested_for(rows: int, cols: int) -> int:
    """Two nested for loops over range accumulating a product sum."""
    total = 0
    for i in range(rows):
        for j in range(cols):
            total += i * j
    return total


@case(inputs=(4, 3))
def nested_for_break_inner(rows: int, cols: int) -> int:
    """A break in an inner loop that leaves the outer loop running."""
    count = 0
    for i in range(rows):
        for j in range(cols):
            if j > i:
                break
            count += 1
    return count


@case(inputs=(10,))
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


@case(inputs=(5,))
def while_countdown(n: int) -> int:
    """A plain while loop on a parameter compare, no break."""
    total = 0
    while n > 0:
        total += n
        n -= 1
    return total


@case(inputs=(2, 10))
def for_range_step(start: int, stop: int) -> int:
    """A for loop over range with start, stop and a step of 3."""
    total = 0
    for i in range(start, stop, 3):
        total += i
    return total
