def forward(self, x):
    __return_value_0 = None
    name = _jst.Call(super().full_name)()
    __return_value_0 = _jst.Call(self.fc)(x) * _jst.AsDtype(_jst.Call(len)(name) > 0, 'float')
    return __return_value_0
