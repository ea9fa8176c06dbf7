def forward(self, x):
    __return_value_0 = None
    __return_value_0 = paddle.clip(super().forward(x), max=1.0)
    return __return_value_0
