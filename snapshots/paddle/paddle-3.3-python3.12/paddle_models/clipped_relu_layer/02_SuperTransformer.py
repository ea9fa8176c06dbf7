def forward(self, x):
    return paddle.clip(
    _jst.WrapSuper(super)(self.__class__, self).forward(x), max=1.0)
