def conditional_expression_in_loop(n: int) ->int:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """A conditional expression evaluated on every iteration of a for loop."""
    total = 0
    for i in range(n):
        total += i if i % 2 == 0 else -i
    __return_value_0 = total
    return __return_value_0
