def del_list_item(xs: List[int]) ->List[int]:
    __return_value_0 = None
    """Deletes an item from a copied list with del."""
    ys = list(xs)
    del ys[1]
    __return_value_0 = ys
    return __return_value_0
