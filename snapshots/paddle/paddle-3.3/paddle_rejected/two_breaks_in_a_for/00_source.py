@case(inputs=[(3,), (9,)])
def two_breaks_in_a_for(n: int):
    """Found by python -m harness fuzz, reduced: two ``if ...: break`` in one for loop over range. Paddle 3.3's
    to_static (full_graph=True) fails in its BreakContinueTransformer, "parent_node doesn't contain the loop_node
    in ForToWhileTransformer", on plain Python ints where SOT and every other converter take it."""
    total = 0
    for i in range(1, n):
        if i > 5:
            break
        if total > 2:
            break
        total += i
    return total
