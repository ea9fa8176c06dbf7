def forward(self, n : int) -> int:
    add = n + 3;  n = None
    mul = add * 2;  add = None
    sub = mul - 1;  mul = None
    return sub
