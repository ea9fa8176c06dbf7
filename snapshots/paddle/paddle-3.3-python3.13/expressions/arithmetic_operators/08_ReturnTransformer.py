def arithmetic_operators(a, b):
    __return_0 = False
    __return_value_0 = None
    'Floor division, modulo, multiplication and true division on ints.'
    __return_value_0 = (a // b, a % b, a * b, a / b)
    return __return_value_0
