def item_to_python(x):

    def _orig_item_to_python(x):
        __return_0 = False
        __return_value_0 = None
        '.item() inside the program: a Value has no concrete value. AutoGraph refuses converting a symbolic tensor;\n    export refuses data-dependent item; SOT breaks.'
        __return_value_0 = x * _jst.AsDtype(_jst.Call(_jst.Call(x.sum)().item)(), 'float')
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_item_to_python, inputs=lambda: (paddle.ones([3]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([3]),))(_orig_item_to_python)
    return _decoedby_case(x)
