def returns_typed_list(n):
    """A typed List returned to Python (test_typedlist.py): compared by its contents."""
    out = List()
    for i in range(n):
        out.append(i + 1)
    return out
