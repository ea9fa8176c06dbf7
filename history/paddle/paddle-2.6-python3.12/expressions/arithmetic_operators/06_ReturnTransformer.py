def arithmetic_operators(a: int, b: int) ->Tuple[int, int, int, float]:
    __return_value_0 = None
    """Floor division, modulo, multiplication and true division on ints."""
    __return_value_0 = a // b, a % b, a * b, a / b
    return __return_value_0
