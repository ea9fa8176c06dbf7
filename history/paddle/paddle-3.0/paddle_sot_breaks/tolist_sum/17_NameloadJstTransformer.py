def tolist_sum(x):

    def _orig_tolist_sum(x):
        __return_0 = False
        __return_value_0 = None
        'tolist() and a Python sum: SOT breaks; TorchScript types the list; Dynamo breaks on tolist.'
        __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Ld(sum)(_jst.Call(_jst.Ld(_jst.Ld(x).tolist))())) + _jst.Ld(x)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_tolist_sum), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([3]),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([3]),))(_jst.Ld(_orig_tolist_sum))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
