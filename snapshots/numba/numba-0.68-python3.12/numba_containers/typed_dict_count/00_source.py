def typed_dict_count(a):
    """A numba.typed.Dict made empty with explicit key and value types, counting remainders."""
    counts = Dict.empty(key_type=types.int64, value_type=types.int64)
    for x in a:
        key = x % 3
        counts[key] = counts.get(key, 0) + 1
    return counts[0] * 100 + counts[1] * 10 + counts[2]
