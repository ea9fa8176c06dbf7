def forward(self, n : int) -> int:
    mul = 2 * n
    mul_1 = 3 * n;  n = None
    add = mul + mul_1;  mul = mul_1 = None
    add_1 = add + 2;  add = None
    return add_1
