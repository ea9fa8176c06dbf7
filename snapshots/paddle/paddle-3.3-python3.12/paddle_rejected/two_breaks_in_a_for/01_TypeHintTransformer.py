def two_breaks_in_a_for(n):
    """Found by python -m harness fuzz, reduced: two ``if ...: break`` in one for loop over range. to_static
    (full_graph=True) of Paddle 2.6 and 3.3 fails in its BreakContinueTransformer, "parent_node doesn't contain the
    loop_node in ForToWhileTransformer", on plain Python ints; SOT takes it."""
    total = 0
    for i in range(1, n):
        if i > 5:
            break
        if total > 2:
            break
        total += i
    return total
