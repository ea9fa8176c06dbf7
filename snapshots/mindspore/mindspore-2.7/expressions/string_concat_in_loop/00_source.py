def string_concat_in_loop(n: int) -> str:
    """Concatenates strings chosen by a conditional expression in a loop."""
    s = ""
    for i in range(n):
        s = s + ("x" if i % 2 == 0 else "o")
    return s
