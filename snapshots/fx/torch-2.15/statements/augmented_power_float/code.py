def forward(self, x : float) -> float:
    pow_1 = x ** 2.0;  x = None
    truediv = pow_1 / 3.0;  pow_1 = None
    return truediv
