def return_from_nested_loops(n: int, target: int) -> Tuple[int, int]:
    """Returns a pair from inside two nested for loops."""
    with ag__.FunctionScope('return_from_nested_loops', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        for i in range(n):
            for j in range(n):
                if i * j == target:
                    return (i, j)
        return (-1, -1)
