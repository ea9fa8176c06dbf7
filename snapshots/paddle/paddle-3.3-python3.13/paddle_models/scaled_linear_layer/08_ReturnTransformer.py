def forward(self, x):
    __return_0 = False
    __return_value_0 = None
    __return_value_0 =
    _jst.WrapSuper(super)(self.__class__, self).forward(x) * 2.0
    return __return_value_0
