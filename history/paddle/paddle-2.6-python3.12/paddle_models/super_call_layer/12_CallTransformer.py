def forward(self, x):
    __return_value_0 = None
    name = _jst.Call(super().full_name)()
    __return_value_0 = _jst.Call(self.fc)(x) * float(_jst.Call(len)(name) > 0)
    return __return_value_0
