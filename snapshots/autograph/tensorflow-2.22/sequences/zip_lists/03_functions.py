def zip_lists(xs: List[int], ys: List[int]) -> List[int]:
    """Pairs two lists with zip and builds a list of sums."""
    with ag__.FunctionScope('zip_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        out: List[int] = []
        for x, y in zip(xs, ys):
            out.append(x + y)
        return out
