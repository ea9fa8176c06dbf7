def del_dict_key(n: int) -> int:
    """Builds a dict display, deletes one key with del and sums the rest."""
    d: Dict[str, int] = {"a": n, "b": 2 * n, "c": 3 * n}
    del d["a"]
    return d["b"] + d["c"] + len(d)
