def forward(self, x : torch.Tensor) -> torch.Tensor:
    sin = x.sin();  x = None
    mul = sin * 2.0;  sin = None
    sum_1 = mul.sum(dim = 1);  mul = None
    return sum_1
