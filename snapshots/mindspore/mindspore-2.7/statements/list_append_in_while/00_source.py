def list_append_in_while(n: int) -> List[int]:
    """Appends to an annotated empty list inside a while loop."""
    out: List[int] = []
    i = n
    while i > 0:
        out.append(i)
        i -= 2
    return out
