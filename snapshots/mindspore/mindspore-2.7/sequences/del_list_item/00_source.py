def del_list_item(xs: List[int]) -> List[int]:
    """Deletes an item from a copied list with del."""
    ys = list(xs)
    del ys[1]
    return ys
