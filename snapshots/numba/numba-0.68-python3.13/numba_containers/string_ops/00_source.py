def string_ops(n):
    """Unicode strings: concatenation in a loop, len and a comparison."""
    text = ""
    for _ in range(n):
        text += "ab"
    return len(text), text == "ababab"
