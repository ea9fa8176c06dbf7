def nested_for(rows: int, cols: int) ->int:
    __return_value_0 = None
    """Two nested for loops over range accumulating a product sum."""
    total = 0
    for i in range(rows):
        for j in range(cols):
            total += i * j
    __return_value_0 = total
    return __return_value_0
