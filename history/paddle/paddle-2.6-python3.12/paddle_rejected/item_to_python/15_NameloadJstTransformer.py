def item_to_python(x):
    __return_value_0 = None
    """.item() inside the program: a Value has no concrete value. AutoGraph refuses converting a symbolic tensor;
    export refuses data-dependent item; SOT breaks."""
    __return_value_0 = _jst.Ld(x) * _jst.AsDtype(_jst.Call(_jst.Call(x.sum)().item)(), 'float')
    return _jst.Ld(__return_value_0)
