def arithmetic_operators(a: int, b: int) -> Tuple[int, int, int, float]:
    """Floor division, modulo, multiplication and true division on ints."""
    return a // b, a % b, a * b, a / b
