def list_index_and_slice(xs: List[int]) -> int:
    """Reads list items by positive and negative index and by slices."""
    first = xs[0]
    last = xs[-1]
    middle = xs[1:-1]
    head = xs[:2]
    return first + last + len(middle) + head[1]
