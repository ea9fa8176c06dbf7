def hash_equal_int_arguments(n):
    __return_value_0 = None
    """An int argument returned as it is: to_static (Paddle 2.6 and 3.3) returns -2 for -1, and 0 for 2**61 - 1.

    Its program cache tells two calls apart by the hash of their arguments alone (``CacheKey.__eq__``
    compares hashes), and Python's ``hash`` of -1 is -2's, of 2**61 - 1 is 0's: the second call of each
    pair reuses the program the first one built, the first int baked into it. So ``x.sum(axis)`` called
    with ``axis=-2`` and then ``-1`` sums over axis -2 twice. SOT, to_static's default mode, builds no
    program here (``programs: 0``) and is right. The program generator found it (seed 0, ``f0129``,
    reduced from ``v0 = n0; return (v0, v0)``).
    """
    __return_value_0 = _jst.Ld(n)
    return _jst.Ld(__return_value_0)
