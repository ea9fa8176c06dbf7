def forward(self, x):
    __return_value_0 = None
    name = _jst.Call(_jst.Ld(_jst.Ld(super)().full_name))()
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(self).fc))(_jst.Ld(x)) * _jst.AsDtype(_jst.Call(_jst.Ld(len))(_jst.Ld(name)) > 0, 'float')
    return _jst.Ld(__return_value_0)
