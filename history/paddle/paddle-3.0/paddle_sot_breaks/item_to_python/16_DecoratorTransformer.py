def item_to_python(x):

    def _orig_item_to_python(x):
        __return_0 = False
        __return_value_0 = None
        '.item() makes a Python float: SOT breaks on the data dependency, as Dynamo does on Tensor.item.'
        scale = _jst.Call((_jst.Call(x.sum)() / 3.0).item)()
        __return_value_0 = x * scale
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_item_to_python, inputs=lambda: (paddle.ones([3]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([3]),))(_orig_item_to_python)
    return _decoedby_case(x)
