def forward(self, x):
    name =
    _jst.WrapSuper(super)(self.__class__, self).full_name()
    return self.fc(x) * float(len(name) > 0)
