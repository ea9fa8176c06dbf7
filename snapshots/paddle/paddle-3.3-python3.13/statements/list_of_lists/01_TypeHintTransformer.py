def list_of_lists(n):
    """Builds a list of lists with nested loops, appending rows and cells."""
    rows = []
    for i in range(n):
        row = []
        for j in range(i + 1):
            row.append(i * j)
        rows.append(row)
    return rows
