def returns_closure(n):
    """Rejected: returning an inner function that captures a variable (a closure as a first-class value)."""

    def add(x):
        return x + n

    return add
