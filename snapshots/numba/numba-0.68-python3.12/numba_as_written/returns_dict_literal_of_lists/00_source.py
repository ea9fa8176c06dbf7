def returns_dict_literal_of_lists(n):
    """A dict of typed lists: contents compared all the way down."""
    d = {}
    for i in range(n):
        d[i] = List([i, i * 2])
    return d
