def typed_list_build(n):
    """A numba.typed.List built and appended to inside the function: its item type inferred from the first append."""
    items = List()
    for i in range(n):
        items.append(i * i)
    total = 0
    for x in items:
        total += x
    return total, len(items)
