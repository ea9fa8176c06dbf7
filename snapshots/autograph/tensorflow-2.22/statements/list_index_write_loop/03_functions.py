def list_index_write_loop(xs: List[int]) -> List[int]:
    """Writes running prefix sums into a copied list by index."""
    with ag__.FunctionScope('list_index_write_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        ys = list(xs)
        for i in range(1, len(ys)):
            ys[i] = ys[i] + ys[i - 1]
        return ys
