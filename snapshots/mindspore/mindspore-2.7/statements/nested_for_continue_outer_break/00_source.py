def nested_for_continue_outer_break(n: int) -> int:
    """A continue in an inner for loop and a break in the outer one."""
    total = 0
    for i in range(n):
        if total > 12:
            break
        for j in range(n):
            if i == j:
                continue
            total += j
    return total
