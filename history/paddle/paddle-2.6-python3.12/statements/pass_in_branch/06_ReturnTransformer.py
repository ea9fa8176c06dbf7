def pass_in_branch(n: int) ->int:
    __return_value_0 = None
    """A pass statement as the whole body of one if branch."""
    if n > 0:
        pass
    else:
        n = -n
    __return_value_0 = n
    return __return_value_0
