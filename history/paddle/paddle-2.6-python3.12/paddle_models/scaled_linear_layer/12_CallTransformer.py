def forward(self, x):
    __return_value_0 = None
    __return_value_0 = _jst.Call(super().forward)(x) * 2.0
    return __return_value_0
