def scalar_value_then_type(a, scale):
    """A Python float's value is no part of its type (the same program); the int that follows is."""
    return (a * scale).sum()
