def arithmetic_operators(a, b):
    """Floor division, modulo, multiplication and true division on ints."""
    return (a // b, a % b, a * b, a / b)
