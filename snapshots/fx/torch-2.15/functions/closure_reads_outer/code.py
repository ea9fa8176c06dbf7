def forward(self, n : int) -> int:
    mul = n * 10;  n = None
    add = 1 + mul
    add_1 = 2 + mul;  mul = None
    add_2 = add + add_1;  add = add_1 = None
    return add_2
