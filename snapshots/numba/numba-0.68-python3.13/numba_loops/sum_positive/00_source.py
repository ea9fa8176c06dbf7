def sum_positive(a, n):
    """A for loop over range with a branch on an element: type inference makes ``t`` a float64 throughout."""
    total = 0.0
    for i in range(n):
        if a[i] > 0:
            total += a[i]
    return total
