def augmented_assignment(n):

    def _orig_augmented_assignment(n):
        __return_0 = False
        __return_value_0 = None
        'Uses +=, *= and -= on one int variable.'
        x = n
        x += 3
        x *= 2
        x -= 1
        __return_value_0 = x
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_augmented_assignment, inputs=(5,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(5,))(_orig_augmented_assignment)
    return _decoedby_case(n)
