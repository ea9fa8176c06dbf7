def conditional_expression_in_list(a: int, b: int) -> List[int]:
    """Conditional expressions as the items of a list display."""
    return [a if a > b else b, a if a < b else b, 0 if a == b else 1]
