def conditional_expression_in_loop(n: int) -> int:
    """A conditional expression evaluated on every iteration of a for loop."""
    total = 0
    for i in range(n):
        total += i if i % 2 == 0 else -i
    return total
