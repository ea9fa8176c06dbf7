def nested_while_break(n: int) -> int:
    """A break in an inner while loop nested inside an outer while loop."""
    with ag__.FunctionScope('nested_while_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        i = 0
        count = 0
        while i < n:
            j = 0
            break__1 = False
            while not break__1 and True:
                if j >= i:
                    break__1 = True
                    continue
                count += 1
                j += 1
            i += 1
        return count
