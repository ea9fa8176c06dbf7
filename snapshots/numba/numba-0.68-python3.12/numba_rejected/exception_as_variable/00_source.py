def exception_as_variable(n):
    """UnsupportedError: ``except ... as e`` stores the exception object, which nopython mode cannot hold."""
    try:
        return 10 // n
    except ZeroDivisionError as e:
        return len(str(e))
