def dict_keys(d):
    """A dict's keys are guarded: a new key, a new translation."""
    total = paddle.zeros([2])
    for value in d.values():
        total = total + value
    return total
