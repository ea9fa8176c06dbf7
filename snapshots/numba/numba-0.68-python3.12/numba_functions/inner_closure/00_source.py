def inner_closure(n):
    """An inner function reading a variable of the case: inline_closure_likes inlines it before typing."""
    offset = 10

    def shifted(i):
        return i + offset

    total = 0
    for i in range(n):
        total += shifted(i)
    return total
