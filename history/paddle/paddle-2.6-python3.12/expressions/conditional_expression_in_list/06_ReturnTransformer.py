def conditional_expression_in_list(a: int, b: int) ->List[int]:
    __return_value_0 = None
    """Conditional expressions as the items of a list display."""
    __return_value_0 = [a if a > b else b, a if a < b else b, 0 if a == b else 1]
    return __return_value_0
