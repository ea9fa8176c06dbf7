def dict_items_loop(d: Dict[str, int]) ->int:
    __return_value_0 = None
    """Iterates over a dict's items, unpacking key and value."""
    total = 0
    for k, v in d.items():
        if k != 'b':
            total += v
    __return_value_0 = total
    return __return_value_0
