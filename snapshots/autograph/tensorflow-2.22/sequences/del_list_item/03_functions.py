def del_list_item(xs: List[int]) -> List[int]:
    """Deletes an item from a copied list with del."""
    with ag__.FunctionScope('del_list_item', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        ys = list(xs)
        del ys[1]
        return ys
