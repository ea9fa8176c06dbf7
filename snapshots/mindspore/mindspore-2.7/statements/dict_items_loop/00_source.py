def dict_items_loop(d: Dict[str, int]) -> int:
    """Iterates over a dict's items, unpacking key and value."""
    total = 0
    for k, v in d.items():
        if k != "b":
            total += v
    return total
