def dict_keys(d):
    __return_0 = False
    __return_value_0 = None
    "A dict's keys are guarded: a new key, a new translation."
    total = paddle.zeros([2])
    for value in d.values():
        total = total + value
    __return_value_0 = total
    return __return_value_0
