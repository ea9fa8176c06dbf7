def augmented_assignment(n):

    def _orig_augmented_assignment(n):
        __return_0 = False
        __return_value_0 = None
        'Uses +=, *= and -= on one int variable.'
        x = _jst.Ld(n)
        x += 3
        x *= 2
        x -= 1
        __return_value_0 = _jst.Ld(x)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_augmented_assignment), inputs=(5,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(5,))(_jst.Ld(_orig_augmented_assignment))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
