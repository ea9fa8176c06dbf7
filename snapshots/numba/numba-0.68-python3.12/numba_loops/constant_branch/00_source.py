def constant_branch(n):
    """A branch on a constant: dead_branch_prune removes the branch that can never run before typing."""
    debug = False
    if debug:
        n = n + 1000
    return n * 2
