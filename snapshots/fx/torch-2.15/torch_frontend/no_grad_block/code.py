def forward(self, x : torch.Tensor) -> torch.Tensor:
    add = x + 1.0;  x = None
    mul = add * 2.0
    sub = mul - add;  mul = add = None
    return sub
