def list_pop_in_while(xs: List[int]) -> int:
    """Pops items off a copied list in a while loop until it is empty."""
    with ag__.FunctionScope('list_pop_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        ys = list(xs)
        total = 0
        while len(ys) > 0:
            total = total * 10 + ys.pop()
        return total
