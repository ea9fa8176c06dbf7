def list_index_and_slice(xs: List[int]) -> int:
    """Reads list items by positive and negative index and by slices."""
    with ag__.FunctionScope('list_index_and_slice', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        first = xs[0]
        last = xs[-1]
        middle = xs[1:-1]
        head = xs[:2]
        return first + last + len(middle) + head[1]
