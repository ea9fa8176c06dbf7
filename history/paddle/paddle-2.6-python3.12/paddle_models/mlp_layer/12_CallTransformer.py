def forward(self, x):
    __return_value_0 = None
    __return_value_0 = _jst.Call(self.fc2)(_jst.Call(F.relu)(_jst.Call(self.fc1)(x)))
    return __return_value_0
