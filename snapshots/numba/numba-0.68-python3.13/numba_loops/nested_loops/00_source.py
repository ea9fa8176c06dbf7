def nested_loops(m):
    """Two nested loops over a 2-d array's shape: a running maximum per row, summed."""
    rows, cols = m.shape
    out = 0
    for r in range(rows):
        best = m[r, 0]
        for c in range(1, cols):
            if m[r, c] > best:
                best = m[r, c]
        out += best
    return out
