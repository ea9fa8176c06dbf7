def forward(self, x : torch.Tensor) -> torch.Tensor:
    gt = x > 0
    invert = ~gt
    and_ = gt & invert
    xor = gt ^ invert;  gt = None
    or_ = and_ | xor;  and_ = xor = None
    neg = -x;  x = None
    float_1 = or_.float();  or_ = None
    mul = neg * float_1;  neg = float_1 = None
    float_2 = invert.float();  invert = None
    add = mul + float_2;  mul = float_2 = None
    return add
