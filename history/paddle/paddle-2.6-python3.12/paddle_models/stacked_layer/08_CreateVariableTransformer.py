def forward(self, x):
    layer = _jst.UndefinedVar('layer')
    __return_value_0 = None
    for layer in self.layers:
        x = F.tanh(layer(x))
    __return_value_0 = x
    return __return_value_0
