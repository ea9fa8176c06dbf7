def del_local_name(n):

    def _orig_del_local_name(n):
        __return_0 = False
        __return_value_0 = None
        'Deletes a local name with del after its last use.'
        tmp = _jst.Ld(n) * 2
        total = _jst.Ld(tmp) + 1
        del tmp
        __return_value_0 = _jst.Ld(total)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_del_local_name), inputs=(6,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(6,))(_jst.Ld(_orig_del_local_name))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
