def dict_display_lookup(key: str) -> int:
    """Builds a dict display and looks a key up, with a membership test first."""
    table: Dict[str, int] = {"a": 1, "b": 2, "c": 3}
    if key in table:
        return table[key]
    return 0
