def return_from_nested_loops(n: int, target: int) -> Tuple[int, int]:
    """Returns a pair from inside two nested for loops."""
    for i in range(n):
        for j in range(n):
            if i * j == target:
                return i, j
    return -1, -1
