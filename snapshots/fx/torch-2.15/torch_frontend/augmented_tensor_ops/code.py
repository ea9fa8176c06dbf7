def forward(self, x : torch.Tensor) -> torch.Tensor:
    clone = x.clone();  x = None
    add = clone + 1.0;  clone = None
    mul = add * 3.0;  add = None
    sub = mul - 0.5;  mul = None
    truediv = sub / 2.0;  sub = None
    return truediv
