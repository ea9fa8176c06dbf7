def typed_dict_wrong_key(n):
    """A string key into a Dict of int64 keys: no overload of ``setitem`` matches, each named by where Numba defines it."""
    d = Dict.empty(key_type=types.int64, value_type=types.float64)
    d["key"] = n * 1.0
    return len(d)
