def class_inside(n):
    """UnsupportedBytecodeError (UnsupportedError before 0.59): defining a class uses LOAD_BUILD_CLASS."""

    class Point:
        pass

    return n
