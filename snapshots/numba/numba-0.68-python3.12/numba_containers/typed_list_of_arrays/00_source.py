def typed_list_of_arrays(a):
    """A typed List holding arrays: a list of array slices, each summed."""
    parts = List()
    parts.append(a[:2])
    parts.append(a[2:])
    return parts[0].sum() - parts[1].sum()
