def list_length(x, ns):
    __return_0 = False
    __return_value_0 = None
    'A list of Python numbers is guarded by its length: a longer list, a new translation.'
    for n in ns:
        x = x * n
    __return_value_0 = x
    return __return_value_0
