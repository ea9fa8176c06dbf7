def forward(self, x):
    __return_value_0 = None
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(super)().forward))(_jst.Ld(x)) * 2.0
    return _jst.Ld(__return_value_0)
