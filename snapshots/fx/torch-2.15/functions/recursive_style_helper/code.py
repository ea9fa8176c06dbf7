def forward(self, n : int) -> int:
    mul = 2 * n;  n = None
    add = mul + 1;  mul = None
    mod = add % 17;  add = None
    mul_1 = 2 * mod;  mod = None
    add_1 = mul_1 + 1;  mul_1 = None
    mod_1 = add_1 % 17;  add_1 = None
    mul_2 = 2 * mod_1;  mod_1 = None
    add_2 = mul_2 + 1;  mul_2 = None
    mod_2 = add_2 % 17;  add_2 = None
    return mod_2
