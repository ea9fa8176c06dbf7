def nested_conditional_expression(n: int) ->int:
    __return_value_0 = None
    """Conditional expressions nested in the else part."""
    __return_value_0 = 1 if n > 0 else 0 if n == 0 else -1
    return __return_value_0
