def list_of_lists(n: int) ->List[List[int]]:
    __return_value_0 = None
    """Builds a list of lists with nested loops, appending rows and cells."""
    rows: List[List[int]] = []
    for i in range(n):
        row: List[int] = []
        for j in range(i + 1):
            row.append(i * j)
        rows.append(row)
    __return_value_0 = rows
    return __return_value_0
