def forward(self, n : int) -> int:
    mul = 2 * n
    add = mul + 1;  mul = None
    add_1 = n + 1;  n = None
    mul_1 = 2 * add_1;  add_1 = None
    add_2 = mul_1 + 1;  mul_1 = None
    add_3 = add + add_2;  add = add_2 = None
    return add_3
