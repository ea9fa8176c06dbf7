def bool_of_tensor_list(x):
    """A Python if on a list built from a tensor's values (tolist): the values do not exist in the program."""
    values = x.tolist()
    if values[0] > 0:
        return x * 2.0
    else:
        return x
