def builtin_format(x):
    """Formats a tensor into a string: SOT breaks at str.format of a tensor; Dynamo too."""
    label = 'sum={}'.format(x.sum())
    return x * float(len(label) > 0)
