def list_append_in_while(n):
    __return_0 = False
    __return_value_0 = None
    'Appends to an annotated empty list inside a while loop.'
    out = []
    i = n
    while i > 0:
        out.append(i)
        i -= 2
    __return_value_0 = out
    return __return_value_0
