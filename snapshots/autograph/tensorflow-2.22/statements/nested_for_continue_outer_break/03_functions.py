def nested_for_continue_outer_break(n: int) -> int:
    """A continue in an inner for loop and a break in the outer one."""
    with ag__.FunctionScope('nested_for_continue_outer_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        for i in range(n):
            if total > 12:
                break
            for j in range(n):
                if i == j:
                    continue
                total += j
        return total
