def item_to_python(x):
    __return_value_0 = None
    """.item() inside the program: a Value has no concrete value. AutoGraph refuses converting a symbolic tensor;
    export refuses data-dependent item; SOT breaks."""
    __return_value_0 = x * float(_jst.Call(_jst.Call(x.sum)().item)())
    return __return_value_0
