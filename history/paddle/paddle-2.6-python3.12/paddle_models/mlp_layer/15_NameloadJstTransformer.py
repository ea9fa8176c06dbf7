def forward(self, x):
    __return_value_0 = None
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(self).fc2))(_jst.Call(_jst.Ld(_jst.Ld(F).relu))(_jst.Call(_jst.Ld(_jst.Ld(self).fc1))(_jst.Ld(x))))
    return _jst.Ld(__return_value_0)
