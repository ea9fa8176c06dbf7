def tensor_in_format(x):

    def _orig_tensor_in_format(x):
        __return_0 = False
        __return_value_0 = None
        'A tensor formatted into a string: the static Value prints its name, not a number, so the result differs.'
        label = '{:.1f}'.format(_jst.AsDtype(_jst.Call(x.sum)(), 'float'))
        __return_value_0 = paddle.to_tensor(_jst.Call(len)(label))
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_tensor_in_format, inputs=lambda: (paddle.ones([2]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([2]),))(_orig_tensor_in_format)
    return _decoedby_case(x)
