def builtin_calls(n: int) -> int:
    """Uses abs, min, max, int and float builtins on scalars."""
    a = abs(n)
    b = max(a, 3)
    c = min(b, 100)
    f = float(c) / 2.0
    return int(f)
