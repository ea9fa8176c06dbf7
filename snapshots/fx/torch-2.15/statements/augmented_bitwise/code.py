def forward(self, n : int) -> int:
    or_ = n | 1;  n = None
    and_ = or_ & 14;  or_ = None
    xor = and_ ^ 3;  and_ = None
    lshift = xor << 2;  xor = None
    rshift = lshift >> 1;  lshift = None
    return rshift
