def returns_typed_dict(keys):
    """A typed Dict returned to Python (test_dictobject.py): compared by its contents."""
    d = Dict.empty(key_type=types.int64, value_type=types.float64)
    for k in keys:
        d[k] = k * 1.5
    return d
