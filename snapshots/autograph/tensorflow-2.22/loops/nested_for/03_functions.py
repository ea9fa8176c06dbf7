def nested_for(rows: int, cols: int) -> int:
    """Two nested for loops over range accumulating a product sum."""
    with ag__.FunctionScope('nested_for', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        for i in range(rows):
            for j in range(cols):
                total += i * j
        return total
