def dict_display_lookup(key):
    """Builds a dict display and looks a key up, with a membership test first."""
    table = {'a': 1, 'b': 2, 'c': 3}
    if key in table:
        return table[key]
    else:
        return 0
