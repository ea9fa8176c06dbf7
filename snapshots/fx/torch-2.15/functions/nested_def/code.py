def forward(self, n : int) -> int:
    mul = n * n;  n = None
    add = mul + 1;  mul = None
    return add
