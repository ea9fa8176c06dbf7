def forward(self, x):
    return
    _jst.WrapSuper(super)(self.__class__, self).forward(x) * 2.0
