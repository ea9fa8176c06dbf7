def divides_by_zero_at_run_time(n):
    """Compiles; raises ZeroDivisionError when called with 0, as Python does: a rejection at run time, not a type."""
    return 10 // n
