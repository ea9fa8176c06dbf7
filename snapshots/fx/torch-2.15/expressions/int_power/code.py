def forward(self, n : int) -> int:
    pow_1 = n ** 2;  n = None
    return pow_1
