def list_of_lists(n: int) -> List[List[int]]:
    """Builds a list of lists with nested loops, appending rows and cells."""
    with ag__.FunctionScope('list_of_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        rows: List[List[int]] = []
        for i in range(n):
            row: List[int] = []
            for j in range(i + 1):
                row.append(i * j)
            rows.append(row)
        return rows
