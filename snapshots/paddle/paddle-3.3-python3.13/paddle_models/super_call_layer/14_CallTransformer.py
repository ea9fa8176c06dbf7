def forward(self, x):
    __return_0 = False
    __return_value_0 = None
    name = _jst.Call(_jst.WrapSuper(super)(self.__class__, self).full_name)()
    __return_value_0 = _jst.Call(self.fc)(x) * float(_jst.Call(len)(name) > 0)
    return __return_value_0
