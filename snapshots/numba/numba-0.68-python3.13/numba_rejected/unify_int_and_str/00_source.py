def unify_int_and_str(n):
    """TypingError: the variable is an int on one branch and a str on the other; type inference cannot unify them."""
    if n > 0:
        value = 1
    else:
        value = "negative"
    return value
