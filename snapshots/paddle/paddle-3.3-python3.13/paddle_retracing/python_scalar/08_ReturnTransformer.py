def python_scalar(x, n):
    __return_0 = False
    __return_value_0 = None
    'A Python int is guarded by its value: a new value, a new translation.'
    __return_value_0 = x * n
    return __return_value_0
