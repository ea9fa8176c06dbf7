def nested_for(rows: int, cols: int) -> int:
    """Two nested for loops over range accumulating a product sum."""
    total = 0
    for i in range(rows):
        for j in range(cols):
            total += i * j
    return total
