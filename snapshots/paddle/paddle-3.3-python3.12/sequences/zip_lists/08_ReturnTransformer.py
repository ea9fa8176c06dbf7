def zip_lists(xs, ys):
    __return_0 = False
    __return_value_0 = None
    'Pairs two lists with zip and builds a list of sums.'
    out = []
    for x, y in zip(xs, ys):
        out.append(x + y)
    __return_value_0 = out
    return __return_value_0
