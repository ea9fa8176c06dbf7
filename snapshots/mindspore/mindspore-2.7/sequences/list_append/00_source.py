def list_append(n: int) -> List[int]:
    """Builds a list of squares with append in a for loop."""
    out: List[int] = []
    for i in range(n):
        out.append(i * i)
    return out
